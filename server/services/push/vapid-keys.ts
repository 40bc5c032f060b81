import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';

// The key pair that signs our Web Push requests (VAPID, RFC 8292). A browser's subscription is
// bound to the public key it was made with, so the pair is made once, on first use, and never
// replaced: a new pair would silently orphan every subscription. Every server instance must sign
// with the same pair, so it is kept in the database (server_keys, migration 021), not in each
// instance's DATA_DIR: the first instance to need it writes it, and every instance then reads
// the pair the database kept. Installations from before kept it in DATA_DIR/vapid-keys.json:
// while the database has no pair, that file's pair is the one written, so the subscriptions
// made with it keep working. The file is not read again after that.

export const VAPID_FILE_NAME = 'vapid-keys.json';
/** The pair's row in server_keys. */
export const VAPID_KEY_NAME = 'vapid';

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

/** The pair in `text` (JSON); never replaced when unreadable, as that would end every device's reminders without a word. */
function parseKeys(text: string, unreadable: string): VapidKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isVapidKeys(parsed)) throw new Error(unreadable);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

function readKeyFile(path: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseKeys(text, `The Web Push keys in ${path} are unreadable; restore the file or delete it to make new ones.`);
}

async function storedKeys(db: Db): Promise<VapidKeys | undefined> {
  const row = await db.get<{ value: string }>('SELECT value FROM server_keys WHERE name = ?', [VAPID_KEY_NAME]);
  if (!row) return undefined;
  return parseKeys(row.value, `The Web Push keys in the database (server_keys '${VAPID_KEY_NAME}') are unreadable; restore them from a backup.`);
}

/**
 * The key pair kept in the database. Without one, the pair of an older installation's key file
 * in `dataDir`, or a new one, is written, unless another instance wrote one meanwhile: the
 * pair read back is the one every instance uses.
 */
export async function loadVapidKeys(db: Db, dataDir: string): Promise<VapidKeys> {
  const existing = await storedKeys(db);
  if (existing) return existing;
  const pair = readKeyFile(join(dataDir, VAPID_FILE_NAME)) ?? webPush.generateVAPIDKeys();
  await db.run('INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [
    VAPID_KEY_NAME,
    JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey }),
    new Date().toISOString(),
  ]);
  const kept = await storedKeys(db);
  if (!kept) throw new Error('The Web Push keys were not stored.');
  return kept;
}

/**
 * At start: an older installation's key file is imported while the database has no pair, now
 * rather than at the first push, so that the pair is there before another instance (or db:copy)
 * needs it. True when it was imported.
 */
export async function importVapidKeyFile(db: Db, dataDir: string): Promise<boolean> {
  if (!existsSync(join(dataDir, VAPID_FILE_NAME))) return false;
  if (await db.get('SELECT 1 FROM server_keys WHERE name = ?', [VAPID_KEY_NAME])) return false;
  await loadVapidKeys(db, dataDir);
  return true;
}

/**
 * Loads the keys on first use only (a server nobody subscribes to never writes them), then
 * keeps them; a load that failed is tried again on the next use.
 */
export function lazyVapidKeys(db: Db, config: Pick<Config, 'dataDir'>): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () =>
    (keys ??= loadVapidKeys(db, config.dataDir).catch((error: unknown) => {
      keys = undefined;
      throw error;
    }));
}
