import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config';

// The key pair that signs our Web Push requests (VAPID, RFC 8292). A browser's subscription is
// bound to the public key it was made with, so the pair is made once, on first use, and kept in
// DATA_DIR like the server secret (secrets.ts): a new pair would silently orphan every
// subscription. Readable by this user only.

export const VAPID_FILE_NAME = 'vapid-keys.json';

/** Both base64url, as web-push and the browser's applicationServerKey take them. */
export type VapidKeys = { publicKey: string; privateKey: string };

const PUBLIC_KEY_BYTES = 65;
const PRIVATE_KEY_BYTES = 32;

function isVapidKeys(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return (
    typeof publicKey === 'string' &&
    typeof privateKey === 'string' &&
    Buffer.from(publicKey, 'base64url').length === PUBLIC_KEY_BYTES &&
    Buffer.from(privateKey, 'base64url').length === PRIVATE_KEY_BYTES
  );
}

function readKeyFile(path: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // Never replaced on its own: that would end every device's reminders without a word.
  if (!isVapidKeys(parsed)) throw new Error(`The Web Push keys in ${path} are unreadable; restore the file or delete it to make new ones.`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/** The key pair stored in DATA_DIR, made (readable by this user only) on first use. */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const path = join(dataDir, VAPID_FILE_NAME);
  const existing = readKeyFile(path);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  try {
    // 'wx': if another process made the file meanwhile, theirs wins and is read below.
    writeFileSync(path, `${JSON.stringify({ publicKey, privateKey })}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
    return { publicKey, privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readKeyFile(path);
    if (!winner) throw new Error(`The Web Push keys in ${path} vanished while being made.`, { cause: error });
    return winner;
  }
}

/** Loads the keys on first use only: a server nobody subscribes to never writes the file. */
export function lazyVapidKeys(config: Pick<Config, 'dataDir'>): () => VapidKeys {
  let keys: VapidKeys | undefined;
  return () => (keys ??= loadVapidKeys(config.dataDir));
}
