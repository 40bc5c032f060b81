import type { Db } from './engine/db';

export type LoginAction = 'login' | 'logout' | 'failed_login' | 'session_expired';

export type LoginActivity = {
  id: number;
  action: LoginAction;
  username: string;
  role: string | null;
  ip: string | null;
  createdAt: string;
};

type LoginActivityRow = { id: number; action: LoginAction; username: string; role: string | null; ip: string | null; created_at: string };

export type LoginActivitiesRepository = {
  record(activity: Omit<LoginActivity, 'id'>): Promise<void>;
  listNewestFirst(limit: number, offset: number): Promise<LoginActivity[]>;
  count(): Promise<number>;
};

export function createLoginActivitiesRepository(db: Db): LoginActivitiesRepository {
  return {
    async record(activity) {
      await db.run('INSERT INTO login_activities (action, username, role, ip, created_at) VALUES (?, ?, ?, ?, ?)', [
        activity.action,
        activity.username,
        activity.role,
        activity.ip,
        activity.createdAt,
      ]);
    },
    async listNewestFirst(limit, offset) {
      const rows = await db.all<LoginActivityRow>(
        'SELECT id, action, username, role, ip, created_at FROM login_activities ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
        [limit, offset],
      );
      return rows.map((row) => ({
        id: row.id,
        action: row.action,
        username: row.username,
        role: row.role,
        ip: row.ip,
        createdAt: row.created_at,
      }));
    },
    async count() {
      return (await db.get<{ count: number }>('SELECT COUNT(*) AS count FROM login_activities'))?.count ?? 0;
    },
  };
}
