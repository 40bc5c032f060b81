import { lockUntilCommit, type Db } from '../../db/engine/db';
import { createExpertsRepository } from '../../db/experts-repository';
import { createSessionsRepository } from '../../db/sessions-repository';
import type { StaffRole } from '../../../src/domain/staff';
import { createUsersRepository, type User } from '../../db/users-repository';
import { checkPasswordStrength, hashPassword, randomPassword } from './passwords';

const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;
export const INVALID_USERNAME = 'A username is 3 to 40 letters, digits, dots, dashes or underscores.';
export const EXPERT_REQUIRED = "An expert's account names the expert it stands for (--expert ID).";
export const EXPERT_ONLY_FOR_EXPERTS = 'Only an account of role expert stands for an expert.';

/** The expert an account stands for: required for role expert, refused for the others. */
async function checkExpertLink(db: Db, role: StaffRole, expertId: number | undefined): Promise<void> {
  if (role !== 'expert') {
    if (expertId !== undefined) throw new Error(EXPERT_ONLY_FOR_EXPERTS);
    return;
  }
  if (expertId === undefined) throw new Error(EXPERT_REQUIRED);
  if (!(await createExpertsRepository(db).findById(expertId))) throw new Error(`There is no expert with id ${expertId}.`);
}

export async function createAccount(
  db: Db,
  {
    username,
    password,
    role,
    expertId,
    now = new Date(),
  }: { username: string; password: string; role: StaffRole; expertId?: number; now?: Date },
): Promise<User> {
  const name = username.trim();
  if (!USERNAME.test(name)) throw new Error(INVALID_USERNAME);
  const weak = checkPasswordStrength(password);
  if (weak) throw new Error(weak);
  await checkExpertLink(db, role, expertId);
  const users = createUsersRepository(db);
  if (await users.findByUsername(name)) throw new Error(`The user ${name} already exists.`);
  return users.insert({ username: name, passwordHash: await hashPassword(password), role, expertId: expertId ?? null, now });
}

/** Sets a new password and signs the user out everywhere. */
export async function resetPassword(db: Db, username: string, password: string, now = new Date()): Promise<void> {
  const weak = checkPasswordStrength(password);
  if (weak) throw new Error(weak);
  const users = createUsersRepository(db);
  const user = await users.findByUsername(username.trim());
  if (!user) throw new Error(`There is no user ${username.trim()}.`);
  const hash = await hashPassword(password);
  await db.transaction(async () => {
    await users.updatePassword(user.id, hash, now);
    await createSessionsRepository(db).deleteForUser(user.id);
  });
}

/**
 * On a database without any staff account, creates `admin` with ADMIN_PASSWORD or a
 * random password. Returns the password only when it was generated, for the one
 * console line that shows it.
 */
export async function ensureFirstAdmin(
  db: Db,
  adminPassword: string | undefined,
): Promise<{ created: false } | { created: true; generatedPassword?: string }> {
  const users = createUsersRepository(db);
  // Every start but the first finds an account: it answers without taking a lock.
  if ((await users.count()) > 0) return { created: false };
  return db.transaction(async () => {
    // Instances starting together on a new database would both find no account and
    // the second would fail on the username. Each takes its turn; the second finds the admin.
    await lockUntilCommit(db, 'firstAdmin');
    if ((await users.count()) > 0) return { created: false };
    const password = adminPassword ?? randomPassword();
    await createAccount(db, { username: 'admin', password, role: 'admin' });
    return adminPassword ? { created: true } : { created: true, generatedPassword: password };
  });
}
