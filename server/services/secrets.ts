import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

// The server's one secret: SESSION_SECRET when set, otherwise made once and kept in
// DATA_DIR, so that tokens and cookies signed before a restart stay valid after it.
// Each use gets its own key derived from it, so no two features share a key.

export const SECRET_FILE_NAME = 'server-secret';
const SECRET_BYTES = 32;

function readSecretFile(path: string): string | undefined {
  try {
    const value = readFileSync(path, 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** SESSION_SECRET, or the secret stored in DATA_DIR (created, readable by this user only, on first use). */
export function loadServerSecret(config: Pick<Config, 'sessionSecret' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  const path = join(config.dataDir, SECRET_FILE_NAME);
  const existing = readSecretFile(path);
  if (existing) return existing;
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(SECRET_BYTES).toString('hex');
  try {
    // 'wx': if another process made the file meanwhile, theirs wins and is read below.
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecretFile(path);
    if (!winner) throw new Error(`The server secret in ${path} is unreadable or too short.`, { cause: error });
    return winner;
  }
}

/** A key for one purpose ('booking-access', 'staff-session', ...), derived from the server secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`saathi:${purpose}`).digest();
}

/** Loads the secret on first use only: a server that never signs anything never writes the file. */
export function lazyServerSecret(config: Pick<Config, 'sessionSecret' | 'dataDir'>): () => string {
  let secret: string | undefined;
  return () => (secret ??= loadServerSecret(config));
}
