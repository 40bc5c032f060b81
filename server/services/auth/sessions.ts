import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/engine/db';
import type { LoginAction } from '../../db/login-activities-repository';
import type { Repositories } from '../../db/repositories';
import type { StaffRole } from '../../../src/domain/staff';
import { dummyPasswordHash, verifyPassword } from './passwords';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** A signed-in staff member; `expertId` is the expert an 'expert' account stands for, else null. */
export type Staff = { userId: number; username: string; role: StaffRole; expertId: number | null };
export type SignedIn = Staff & { token: string };

export type AuthService = {
  /** The staff member and a new session token, or undefined for a wrong username or password. */
  login(username: string, password: string, ip: string | null): Promise<SignedIn | undefined>;
  /** The staff member behind a session token; an expired session is ended and recorded. */
  authenticate(token: string, ip: string | null): Promise<Staff | undefined>;
  logout(token: string, ip: string | null): Promise<void>;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type AuthServiceDeps = {
  db: Db;
  repositories: Pick<Repositories, 'users' | 'sessions' | 'loginActivities'>;
  now: () => Date;
};

export function createAuthService({ db, repositories, now }: AuthServiceDeps): AuthService {
  const { users, sessions, loginActivities: activities } = repositories;

  const record = (action: LoginAction, username: string, role: string | null, ip: string | null) =>
    activities.record({ action, username: username.slice(0, 100), role, ip, createdAt: now().toISOString() });

  return {
    async login(username, password, ip) {
      const user = await users.findByUsername(username);
      // Unknown users are checked against a dummy hash, so both failures take as long.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !valid || user.disabled) {
        await record('failed_login', username, user?.role ?? null, ip);
        return undefined;
      }
      const token = randomBytes(32).toString('base64url');
      const at = now().toISOString();
      await db.transaction(async () => {
        await sessions.insert({ tokenHash: hashToken(token), userId: user.id, createdAt: at, lastSeenAt: at });
        await record('login', user.username, user.role, ip);
      });
      return { userId: user.id, username: user.username, role: user.role, expertId: user.expertId, token };
    },

    async authenticate(token, ip) {
      const tokenHash = hashToken(token);
      const session = await sessions.findByTokenHash(tokenHash);
      if (!session) return undefined;
      const user = await users.findById(session.userId);
      const at = now().getTime();
      const lastSeen = Date.parse(session.lastSeenAt);
      const expired = at - lastSeen > IDLE_TIMEOUT_MS || at - Date.parse(session.createdAt) > ABSOLUTE_TIMEOUT_MS;
      if (!user || user.disabled || expired) {
        await db.transaction(async () => {
          if ((await sessions.delete(tokenHash)) && user) await record('session_expired', user.username, user.role, ip);
        });
        return undefined;
      }
      if (at - lastSeen > TOUCH_EVERY_MS) await sessions.touch(tokenHash, new Date(at).toISOString());
      return { userId: user.id, username: user.username, role: user.role, expertId: user.expertId };
    },

    async logout(token, ip) {
      const tokenHash = hashToken(token);
      const session = await sessions.findByTokenHash(tokenHash);
      if (!session) return;
      const user = await users.findById(session.userId);
      await db.transaction(async () => {
        await sessions.delete(tokenHash);
        if (user) await record('logout', user.username, user.role, ip);
      });
    },
  };
}
