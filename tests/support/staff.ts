import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type express from 'express';
import request from 'supertest';
import type { StaffRole } from '../../src/domain/staff';
import { createAccount } from '../../server/services/auth/accounts';

export type TestStaff = { username: string; password: string; role: StaffRole };

/** A staff account with a freshly made password. */
export async function addStaff(db: Database.Database, role: StaffRole, username: string = `${role}-user`): Promise<TestStaff> {
  const password = randomBytes(12).toString('base64url');
  await createAccount(db, { username, password, role });
  return { username, password, role };
}

/** Signs in and returns the Cookie header to send with later requests. */
export async function signIn(app: express.Express, staff: Pick<TestStaff, 'username' | 'password'>): Promise<string> {
  const res = await request(app).post('/api/auth/login').send({ username: staff.username, password: staff.password }).expect(200);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}
