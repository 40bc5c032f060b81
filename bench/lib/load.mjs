// What the API benchmarks share: the load (autocannon at a number of connections) and the
// requests they send.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { istDate } from './common.mjs';

export const CONNECTIONS = 50;

const contactBody = JSON.stringify({
  fullName: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  phoneNumber: '9876543210',
  subject: 'Question about sessions',
  message: 'Hello, I would like to know how the first counselling session works. Thank you.',
});

/** A contact form post as our forms send it, with a fresh key per request: every one is a new submission, never a replay. */
export const contactPost = {
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody,
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
    },
  ],
};

/** The public API endpoints measured, by short name: their path and request. */
export function apiEndpoints() {
  const date = istDate(7);
  return {
    blogs: { title: 'GET /api/blogs', path: '/api/blogs' },
    slots: { title: `GET /api/slots?date=${date}`, path: `/api/slots?date=${date}` },
    contact: { title: 'POST /api/submissions/contact', path: '/api/submissions/contact', request: contactPost },
  };
}

/** autocannon's result for `duration` seconds of load on `url`. */
export function load(url, duration, request = {}, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, ...request }, (err, result) => (err ? reject(err) : resolve(result)));
    instance.on('error', () => {});
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
