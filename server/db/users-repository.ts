import type Database from 'better-sqlite3';
import type { StaffRole } from '../../src/domain/staff';


type UserRow = {
  id: number;
  username: string;
  password_hash: string;
  role: StaffRole;
  expert_id: number | null;
  disabled: number;
  created_at: string;
  updated_at: string;
};

export type User = {
  id: number;
  username: string;
  passwordHash: string;
  role: StaffRole;
  /** The expert an 'expert' account stands for; null for every other role. */
  expertId: number | null;
  disabled: boolean;
  createdAt: string;
};

export type UsersRepository = {
  count(): number;
  findByUsername(username: string): User | undefined;
  findById(id: number): User | undefined;
  /** `expertId` is required for role 'expert' and refused for the others (the table's CHECK). */
  insert(user: { username: string; passwordHash: string; role: StaffRole; expertId?: number | null; now: Date }): User;
  updatePassword(id: number, passwordHash: string, now: Date): boolean;
};

const COLUMNS = 'id, username, password_hash, role, expert_id, disabled, created_at, updated_at';

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    role: row.role,
    expertId: row.expert_id,
    disabled: row.disabled === 1,
    createdAt: row.created_at,
  };
}

export function createUsersRepository(db: Database.Database): UsersRepository {
  const countStatement = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM users');
  const byUsername = db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM users WHERE username = ?`);
  const byId = db.prepare<[number], UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = ?`);
  const insertStatement = db.prepare<[string, string, string, number | null, string, string], UserRow>(
    `INSERT INTO users (username, password_hash, role, expert_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
  );
  const updatePasswordStatement = db.prepare<[string, string, number]>(
    'UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?',
  );

  return {
    count: () => countStatement.get()?.count ?? 0,
    findByUsername(username) {
      const row = byUsername.get(username);
      return row ? toUser(row) : undefined;
    },
    findById(id) {
      const row = byId.get(id);
      return row ? toUser(row) : undefined;
    },
    insert({ username, passwordHash, role, expertId = null, now }) {
      const at = now.toISOString();
      const row = insertStatement.get(username, passwordHash, role, expertId, at, at);
      if (!row) throw new Error('Inserting a user returned no row');
      return toUser(row);
    },
    updatePassword(id, passwordHash, now) {
      return updatePasswordStatement.run(passwordHash, now.toISOString(), id).changes === 1;
    },
  };
}
