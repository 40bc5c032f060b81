import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type express from 'express';
import request from 'supertest';
import type { StaffRole } from '../../src/domain/staff';
import { createExpertsRepository } from '../../server/db/experts-repository';
import { createAccount } from '../../server/services/auth/accounts';
import type { TestApp } from './test-app';

export type TestStaff = { username: string; password: string; role: StaffRole };

/** A staff account with a freshly made password; an expert's stands for `expertId`, or for a new expert. */
export async function addStaff(db: Database.Database, role: StaffRole, username: string = `${role}-user`, expertId?: number): Promise<TestStaff> {
  const password = randomBytes(12).toString('base64url');
  const expert = role !== 'expert' ? undefined : (expertId ?? (await createExpertsRepository(db).create(newExpertFields(username))).id);
  await createAccount(db, { username, password, role, ...(expert === undefined ? {} : { expertId: expert }) });
  return { username, password, role };
}

function newExpertFields(name: string) {
  return { name, position: '', imageSrc: null, bio: '', email: null, certifications: '', expertise: '', experience: '', languages: ['English'], gender: null, concerns: [], kinds: ['individual' as const], hours: [], timeOff: [], active: true };
}

/** Signs in and returns the Cookie header to send with later requests. */
export async function signIn(app: express.Express, staff: Pick<TestStaff, 'username' | 'password'>): Promise<string> {
  const res = await request(app).post('/api/auth/login').send({ username: staff.username, password: staff.password }).expect(200);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Signs a new staff member of the role in: the Cookie header of their session. */
export async function signInAs(app: TestApp, role: StaffRole, username?: string, expertId?: number): Promise<string> {
  return signIn(app.app, await addStaff(app.db, role, username, expertId));
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/** One signed-in staff member of each role, and requests sent as any of them or as nobody. */
export type StaffSessions = {
  cookies: Record<StaffRole, string>;
  /**
   * A request from the site's own pages (its Origin, so the cross-site check lets it through)
   * with the role's session cookie; 'nobody' sends none.
   */
  as(role: StaffRole | 'nobody', method: Method, path: string): request.Test;
};

/**
 * `expert: false` leaves the expert out: their account comes with an expert of its own, which
 * tests that count or number the experts do not expect. `as('expert', …)` then throws.
 */
export async function signInEveryRole(app: TestApp, { expert = true }: { expert?: boolean } = {}): Promise<StaffSessions> {
  const cookies: Record<StaffRole, string> = {
    admin: await signInAs(app, 'admin'),
    editor: await signInAs(app, 'editor'),
    support: await signInAs(app, 'support'),
    expert: expert ? await signInAs(app, 'expert') : '',
  };
  return {
    cookies,
    as(role, method, path) {
      const req = request(app.app)[method](path).set('Origin', app.config.publicUrl);
      if (role === 'nobody') return req;
      if (!cookies[role]) throw new Error(`No ${role} was signed in`);
      return req.set('Cookie', cookies[role]);
    },
  };
}
