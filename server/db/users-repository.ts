import type { StaffRole } from '../../src/domain/staff';
import type { Db } from './engine/db';

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
  count(): Promise<number>;
  findByUsername(username: string): Promise<User | undefined>;
  findById(id: number): Promise<User | undefined>;
  /** `expertId` is required for role 'expert' and refused for the others (the table's CHECK). */
  insert(user: { username: string; passwordHash: string; role: StaffRole; expertId?: number | null; now: Date }): Promise<User>;
  updatePassword(id: number, passwordHash: string, now: Date): Promise<boolean>;
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

export function createUsersRepository(db: Db): UsersRepository {
  async function findOne(where: string, value: string | number): Promise<User | undefined> {
    const row = await db.get<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${where} = ?`, [value]);
    return row ? toUser(row) : undefined;
  }

  return {
    async count() {
      return (await db.get<{ count: number }>('SELECT COUNT(*) AS count FROM users'))?.count ?? 0;
    },
    findByUsername: (username) => findOne('username', username),
    findById: (id) => findOne('id', id),
    async insert({ username, passwordHash, role, expertId = null, now }) {
      const at = now.toISOString();
      const row = await db.get<UserRow>(
        `INSERT INTO users (username, password_hash, role, expert_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
        [username, passwordHash, role, expertId, at, at],
      );
      if (!row) throw new Error('Inserting a user returned no row');
      return toUser(row);
    },
    async updatePassword(id, passwordHash, now) {
      const { changes } = await db.run('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?', [passwordHash, now.toISOString(), id]);
      return changes === 1;
    },
  };
}
