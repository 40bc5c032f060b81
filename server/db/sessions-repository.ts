import type Database from 'better-sqlite3';

type SessionRow = { token_hash: string; user_id: number; created_at: string; last_seen_at: string };

export type StoredSession = { tokenHash: string; userId: number; createdAt: string; lastSeenAt: string };

export type SessionsRepository = {
  insert(session: StoredSession): void;
  findByTokenHash(tokenHash: string): StoredSession | undefined;
  touch(tokenHash: string, lastSeenAt: string): void;
  delete(tokenHash: string): boolean;
  deleteForUser(userId: number): number;
};

export function createSessionsRepository(db: Database.Database): SessionsRepository {
  const insertStatement = db.prepare<[string, number, string, string]>(
    'INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  );
  const findStatement = db.prepare<[string], SessionRow>(
    'SELECT token_hash, user_id, created_at, last_seen_at FROM sessions WHERE token_hash = ?',
  );
  const touchStatement = db.prepare<[string, string]>('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?');
  const deleteStatement = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const deleteForUserStatement = db.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?');

  return {
    insert(session) {
      insertStatement.run(session.tokenHash, session.userId, session.createdAt, session.lastSeenAt);
    },
    findByTokenHash(tokenHash) {
      const row = findStatement.get(tokenHash);
      return row
        ? { tokenHash: row.token_hash, userId: row.user_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at }
        : undefined;
    },
    touch(tokenHash, lastSeenAt) {
      touchStatement.run(lastSeenAt, tokenHash);
    },
    delete: (tokenHash) => deleteStatement.run(tokenHash).changes === 1,
    deleteForUser: (userId) => deleteForUserStatement.run(userId).changes,
  };
}
