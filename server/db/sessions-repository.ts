import type { Db } from './engine/db';

type SessionRow = { token_hash: string; user_id: number; created_at: string; last_seen_at: string };

export type StoredSession = { tokenHash: string; userId: number; createdAt: string; lastSeenAt: string };

export type SessionsRepository = {
  insert(session: StoredSession): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<StoredSession | undefined>;
  touch(tokenHash: string, lastSeenAt: string): Promise<void>;
  delete(tokenHash: string): Promise<boolean>;
  deleteForUser(userId: number): Promise<number>;
};

export function createSessionsRepository(db: Db): SessionsRepository {
  return {
    async insert(session) {
      await db.run('INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)', [
        session.tokenHash,
        session.userId,
        session.createdAt,
        session.lastSeenAt,
      ]);
    },
    async findByTokenHash(tokenHash) {
      const row = await db.get<SessionRow>('SELECT token_hash, user_id, created_at, last_seen_at FROM sessions WHERE token_hash = ?', [
        tokenHash,
      ]);
      return row
        ? { tokenHash: row.token_hash, userId: row.user_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at }
        : undefined;
    },
    async touch(tokenHash, lastSeenAt) {
      await db.run('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?', [lastSeenAt, tokenHash]);
    },
    async delete(tokenHash) {
      return (await db.run('DELETE FROM sessions WHERE token_hash = ?', [tokenHash])).changes === 1;
    },
    async deleteForUser(userId) {
      return (await db.run('DELETE FROM sessions WHERE user_id = ?', [userId])).changes;
    },
  };
}
