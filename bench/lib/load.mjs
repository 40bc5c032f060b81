// What the API benchmarks share: the load (autocannon at a number of connections) and the
// requests they send. Run under tsx (`node --import tsx`): the form post's keys are made by the
// device's own code, a TypeScript module.
import autocannon from 'autocannon';
import { timeOrderedUuid } from '../../src/domain/time-ordered-uuid.ts';
import { istDate } from './common.mjs';

export const CONNECTIONS = 50;

const contactBody = JSON.stringify({
  fullName: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  phoneNumber: '9876543210',
  subject: 'Question about sessions',
  message: 'Hello, I would like to know how the first counselling session works. Thank you.',
});

/**
 * A contact form post as our forms send it, with a fresh key per request (every one is a new
 * submission, never a replay), made in time order as the device makes them (src/offline/outbox.ts).
 */
export const contactPost = {
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody,
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': timeOrderedUuid(Date.now()) } }),
    },
  ],
};

/**
 * A visitor's question to the individual wizard's matching step, the common one of the
 * expert-matching benchmark (issue 19's own example). `kind` is the one answer it needs; on a
 * fresh data folder the experts it matches are the seeded ones, with their working hours.
 */
const matchQuery = new URLSearchParams([
  ['kind', 'individual'],
  ['language', 'Hindi'],
  ['gender', 'Female'],
  ['concerns', 'Stress and anxiety'],
]);

/** The public API endpoints measured, by short name: their path and request. */
export function apiEndpoints() {
  const date = istDate(7);
  return {
    blogs: { title: 'GET /api/blogs', path: '/api/blogs' },
    experts: { title: 'GET /api/experts', path: '/api/experts' },
    matches: { title: 'GET /api/experts/matches', path: `/api/experts/matches?${matchQuery}` },
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

/**
 * `connections` split evenly over `urls` (instances of one server on one database), loaded at
 * once for `duration` seconds: req/s is the sum of each load's, latencies from their merged
 * histograms, in the shape of `load`'s result as far as the benchmarks read it.
 */
export async function loadSplit(urls, duration, request = {}, connections = CONNECTIONS) {
  const share = Math.floor(connections / urls.length);
  const results = await Promise.all(
    urls.map(
      (url, i) =>
        new Promise((resolve, reject) => {
          // The first instance takes the connections left over from an uneven split.
          const own = share + (i === 0 ? connections - share * urls.length : 0);
          const instance = autocannon({ url, connections: own, duration, ...request, skipAggregateResult: true }, (err, result) =>
            err ? reject(err) : resolve(result),
          );
          instance.on('error', () => {});
        }),
    ),
  );
  const merged = autocannon.aggregateResult(results, { url: urls[0], connections });
  return {
    // Each load's mean of its per-second counts, as `load` reports it, summed.
    requests: { average: results.reduce((sum, r) => sum + r.totalCompletedRequests / r.samples, 0), total: results.reduce((sum, r) => sum + r.totalCompletedRequests, 0) },
    latency: merged.latency,
    non2xx: merged.non2xx,
    errors: merged.errors,
    timeouts: merged.timeouts,
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
