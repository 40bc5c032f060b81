import { afterEach, describe, expect, it } from 'vitest';
import { createUsersRepository } from '../../db/users-repository';
import { createTempDatabase, createTestApp, TEST_ENGINE, type TestApp } from '../../../tests/support/test-app';
import { createExpertsRepository } from '../../db/experts-repository';
import { createAccount, ensureFirstAdmin, EXPERT_ONLY_FOR_EXPERTS, EXPERT_REQUIRED, resetPassword } from './accounts';
import { hashPassword, verifyPassword } from './passwords';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

describe('staff accounts', () => {
  it('hashes with scrypt and a per-user salt', async () => {
    const [a, b] = [await hashPassword('same-password'), await hashPassword('same-password')];
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password', a)).toBe(true);
    expect(await verifyPassword('other-password', a)).toBe(false);
  });

  it('creates admin on first start with ADMIN_PASSWORD, or with a random password it returns once', async () => {
    t = await createTestApp();
    expect(await ensureFirstAdmin(t.db, 'configured-pass')).toEqual({ created: true });
    expect(await ensureFirstAdmin(t.db, 'configured-pass')).toEqual({ created: false });
    const admin = await createUsersRepository(t.db).findByUsername('admin');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword('configured-pass', admin!.passwordHash)).toBe(true);

    const other = await createTestApp();
    try {
      const result = await ensureFirstAdmin(other.db, undefined);
      expect(result.created && result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    } finally {
      await other.cleanup();
    }
  });

  it('creates one admin when two instances start together on one database', async () => {
    const temp = await createTempDatabase();
    try {
      // On PostgreSQL a second pool, whose transactions run beside the first's.
      const results = await Promise.all([ensureFirstAdmin(temp.db, 'configured-pass'), ensureFirstAdmin(temp.openAnother(), 'configured-pass')]);
      expect(results.map((result) => result.created).sort()).toEqual([false, true]);
      expect(await createUsersRepository(temp.db).count()).toBe(1);
    } finally {
      await temp.cleanup();
    }
  });

  it('refuses duplicates and short passwords; a reset ends the sessions', async () => {
    t = await createTestApp();
    const user = await createAccount(t.db, { username: 'meera', password: 'long-enough', role: 'support' });
    await expect(createAccount(t.db, { username: 'MEERA', password: 'long-enough', role: 'editor' })).rejects.toThrow(/already exists/);
    await expect(createAccount(t.db, { username: 'short', password: 'short', role: 'editor' })).rejects.toThrow(/at least 8/);
    await t.db.run("INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ('x', ?, 'now', 'now')", [user.id]);
    await resetPassword(t.db, 'meera', 'a-new-password');
    expect(await t.db.get('SELECT COUNT(*) AS n FROM sessions')).toEqual({ n: 0 });
  });

  it("links an expert's account to one existing expert, and no other role's", async () => {
    t = await createTestApp();
    const expert = await createExpertsRepository(t.db).insert({ originalId: 1, name: 'Dr. Asha' });
    const account = await createAccount(t.db, { username: 'asha', password: 'long-enough', role: 'expert', expertId: expert.id });
    expect(account).toMatchObject({ role: 'expert', expertId: expert.id });
    await expect(createAccount(t.db, { username: 'nolink', password: 'long-enough', role: 'expert' })).rejects.toThrow(EXPERT_REQUIRED);
    await expect(createAccount(t.db, { username: 'ghost', password: 'long-enough', role: 'expert', expertId: expert.id + 1 })).rejects.toThrow(/no expert/);
    await expect(createAccount(t.db, { username: 'boss', password: 'long-enough', role: 'admin', expertId: expert.id })).rejects.toThrow(EXPERT_ONLY_FOR_EXPERTS);
    expect((await createAccount(t.db, { username: 'boss', password: 'long-enough', role: 'admin' })).expertId).toBeNull();
  });

  it('has the database refuse an expert without an expert, or an admin with one', async () => {
    t = await createTestApp();
    const { db } = t;
    const expert = await createExpertsRepository(db).insert({ originalId: 1 });
    const insert = (username: string, role: string, expertId: number | null) =>
      db.run("INSERT INTO users (username, password_hash, role, expert_id, created_at, updated_at) VALUES (?, 'x', ?, ?, 'now', 'now')", [
        username,
        role,
        expertId,
      ]);
    // SQLite names the kind of constraint in its message; PostgreSQL gives its SQLSTATE (23514
    // check_violation, 23503 foreign_key_violation) and the constraint's name.
    const check = (constraint: string) =>
      TEST_ENGINE === 'postgres' ? expect.objectContaining({ code: '23514', constraint }) : expect.objectContaining({ message: expect.stringMatching(/CHECK/) });
    const foreignKey =
      TEST_ENGINE === 'postgres'
        ? expect.objectContaining({ code: '23503', constraint: 'users_expert_id_fkey' })
        : expect.objectContaining({ message: expect.stringMatching(/FOREIGN KEY/) });
    await expect(insert('a', 'expert', null)).rejects.toEqual(check('users_expert_id_for_experts_only'));
    await expect(insert('b', 'admin', expert.id)).rejects.toEqual(check('users_expert_id_for_experts_only'));
    await expect(insert('c', 'expert', expert.id + 5)).rejects.toEqual(foreignKey);
    await expect(insert('d', 'owner', null)).rejects.toEqual(check('users_role_check'));
    expect(await db.get('SELECT count(*) AS n FROM users')).toEqual({ n: 0 });
  });
});
