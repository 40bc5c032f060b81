import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A push service on loopback for tests, speaking the Web Push protocol as the browsers' push
// services do: HTTPS (a certificate made for 127.0.0.1 per run, trusted by `agent` only), a
// VAPID-signed request (RFC 8292) whose JWT it verifies, and an aes128gcm body (RFC 8188/8291)
// it decrypts with the subscription's own keys. The browser side is made here too: a P-256
// key pair and a 16-byte auth secret per subscription, as PushManager.subscribe() makes them.

export type FakeBrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

/** A push as the service received and checked it. */
export type ReceivedPush = {
  path: string;
  status: number;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's claims, after its signature was verified. */
  claims: { aud: string; exp: number; sub: string };
  /** The `k` of the Authorization header: the server's VAPID public key. */
  vapidPublicKey: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
};

export type FakePushService = {
  origin: string;
  /** Trusts this service's certificate; handed to the push worker's `agent`. */
  agent: Agent;
  received: ReceivedPush[];
  /** Requests refused because a check failed, with the reason. */
  refused: string[];
  /** A browser's subscription whose pushes this service answers with `status`. */
  subscribe(status?: number): FakeBrowserSubscription;
  stop(): Promise<void>;
};

type Subscriber = { ecdh: ECDH; auth: Buffer; status: number };

function makeCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'saathi-push-cert-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record decrypted with the browser's keys. */
export function decryptAes128gcm(body: Buffer, subscriber: { ecdh: ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = subscriber.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = hmac(hmac(subscriber.auth, secret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('No last-record delimiter');
  return padded.subarray(0, end);
}

/** Verifies `vapid t=<JWT>, k=<key>` (ES256 over the key given); returns the claims and key. */
export function verifyVapid(authorization: string | undefined): { claims: ReceivedPush['claims']; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`Not a VAPID Authorization header: ${authorization ?? '(none)'}`);
  const [header, claims, signature] = match[1].split('.');
  if (!header || !claims || !signature) throw new Error('Not a JWT');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (alg !== 'ES256') throw new Error(`JWT alg ${String(alg)}`);
  const point = Buffer.from(match[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('The JWT signature does not verify');
  return { claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'], publicKey: match[2] };
}

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = makeCertificate();
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const subscriber = subscribers.get(path);
      try {
        if (req.method !== 'POST' || !subscriber) throw new Error(`Unknown subscription ${req.method ?? ''} ${path}`);
        const { claims, publicKey } = verifyVapid(req.headers.authorization);
        if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
        const nowSeconds = Date.now() / 1000;
        if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600)) throw new Error(`exp ${claims.exp} is not within the next day`);
        if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is neither mailto: nor https:`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${String(req.headers['content-encoding'])}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${String(req.headers.ttl)}`);
        const payload: unknown = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), subscriber).toString('utf8'));
        received.push({ path, status: subscriber.status, ttl, urgency: req.headers.urgency as string | undefined, claims, vapidPublicKey: publicKey, payload });
        res.writeHead(subscriber.status).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });
  let next = 0;

  return {
    origin,
    agent,
    received,
    refused,
    subscribe(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${(next += 1)}`;
      subscribers.set(path, { ecdh, auth, status });
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    stop() {
      agent.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
