import type Database from 'better-sqlite3';

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
  record(activity: Omit<LoginActivity, 'id'>): void;
  listNewestFirst(limit: number, offset: number): LoginActivity[];
  count(): number;
};

export function createLoginActivitiesRepository(db: Database.Database): LoginActivitiesRepository {
  const insertStatement = db.prepare<[string, string, string | null, string | null, string]>(
    'INSERT INTO login_activities (action, username, role, ip, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const listStatement = db.prepare<[number, number], LoginActivityRow>(
    'SELECT id, action, username, role, ip, created_at FROM login_activities ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const countStatement = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM login_activities');

  return {
    record(activity) {
      insertStatement.run(activity.action, activity.username, activity.role, activity.ip, activity.createdAt);
    },
    listNewestFirst(limit, offset) {
      return listStatement.all(limit, offset).map((row) => ({
        id: row.id,
        action: row.action,
        username: row.username,
        role: row.role,
        ip: row.ip,
        createdAt: row.created_at,
      }));
    },
    count: () => countStatement.get()?.count ?? 0,
  };
}
