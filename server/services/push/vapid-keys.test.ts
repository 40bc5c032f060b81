import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempDatabase, createTempDir } from '../../../tests/support/test-app';
import { importVapidKeyFile, lazyVapidKeys, loadVapidKeys, VAPID_FILE_NAME, VAPID_KEY_NAME } from './vapid-keys';

// The Web Push key pair, kept in the database so that every server instance signs with it
// (each instance has its own DATA_DIR).

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function database() {
  const temp = await createTempDatabase();
  cleanups.push(temp.cleanup);
  return temp;
}

/** A DATA_DIR of another instance: empty, or holding an older installation's key file. */
function dataDir(keyFile?: string): string {
  const temp = createTempDir();
  cleanups.push(temp.remove);
  if (keyFile !== undefined) writeFileSync(join(temp.dir, VAPID_FILE_NAME), keyFile, { mode: 0o600 });
  return temp.dir;
}

const storedRows = (db: Awaited<ReturnType<typeof database>>['db']) => db.all<{ name: string; value: string }>('SELECT name, value FROM server_keys');

describe('the VAPID keys', () => {
  it('are the same pair for instances asking at once on an empty database', async () => {
    const { db, openAnother } = await database();
    const other = openAnother();
    const asked = await Promise.all([
      loadVapidKeys(db, dataDir()),
      loadVapidKeys(other, dataDir()),
      loadVapidKeys(db, dataDir()),
      loadVapidKeys(other, dataDir()),
    ]);
    const [first] = asked;
    expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first!.privateKey, 'base64url')).toHaveLength(32);
    for (const keys of asked) expect(keys).toEqual(first);
    expect(await storedRows(db)).toEqual([{ name: VAPID_KEY_NAME, value: JSON.stringify(first) }]);
    // Asked again later, by a new process: the same pair.
    expect(await lazyVapidKeys(other, { dataDir: dataDir() })()).toEqual(first);
  });

  it("import an older installation's key file once, when the database has none", async () => {
    const { db, openAnother } = await database();
    const old = webPush.generateVAPIDKeys();
    const oldDir = dataDir(`${JSON.stringify(old)}\n`);
    expect(await loadVapidKeys(db, oldDir)).toEqual(old);
    // Another instance, without the file, signs with the imported pair.
    expect(await loadVapidKeys(openAnother(), dataDir())).toEqual(old);
    // The file is not read again: a pair written there later changes nothing.
    writeFileSync(join(oldDir, VAPID_FILE_NAME), JSON.stringify(webPush.generateVAPIDKeys()));
    expect(await loadVapidKeys(db, oldDir)).toEqual(old);
    expect(await storedRows(db)).toHaveLength(1);
  });

  it('import the key file at start only while the database has no pair, and make none without a file', async () => {
    const { db, openAnother } = await database();
    expect(await importVapidKeyFile(db, dataDir())).toBe(false);
    expect(await storedRows(db)).toEqual([]);
    const old = webPush.generateVAPIDKeys();
    expect(await importVapidKeyFile(db, dataDir(JSON.stringify(old)))).toBe(true);
    expect(await loadVapidKeys(openAnother(), dataDir())).toEqual(old);
    // Another instance's file, once the database has a pair: not read.
    expect(await importVapidKeyFile(db, dataDir('not json'))).toBe(false);
    expect(await storedRows(db)).toEqual([{ name: VAPID_KEY_NAME, value: JSON.stringify(old) }]);
  });

  it('are never replaced when unreadable: not in the file to import, not in the database', async () => {
    const { db } = await database();
    const short = { ...webPush.generateVAPIDKeys(), privateKey: Buffer.alloc(31).toString('base64url') };
    await expect(loadVapidKeys(db, dataDir(JSON.stringify(short)))).rejects.toThrow(/vapid-keys.json are unreadable/);
    await expect(loadVapidKeys(db, dataDir('not json'))).rejects.toThrow(/vapid-keys.json are unreadable/);
    expect(await storedRows(db)).toEqual([]);

    await db.run('INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?)', [VAPID_KEY_NAME, JSON.stringify(short), new Date().toISOString()]);
    await expect(loadVapidKeys(db, dataDir())).rejects.toThrow(/in the database .* are unreadable/);
    expect(await storedRows(db)).toEqual([{ name: VAPID_KEY_NAME, value: JSON.stringify(short) }]);
  });

  it('are not made until first asked for, and a failed load is tried again', async () => {
    const { db } = await database();
    const dir = dataDir();
    const broken = join(dir, VAPID_FILE_NAME);
    mkdirSync(broken);
    const keys = lazyVapidKeys(db, { dataDir: dir });
    expect(await storedRows(db)).toEqual([]);
    // A folder where the file would be: unreadable, so nothing is written.
    await expect(keys()).rejects.toThrow();
    expect(await storedRows(db)).toEqual([]);
    const later = lazyVapidKeys(db, { dataDir: dataDir() });
    const made = await later();
    expect(await keys()).toEqual(made);
  });
});
