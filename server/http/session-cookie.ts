import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../config';

export const SESSION_COOKIE = 'saathi_session';
/**
 * Not secret, readable by the page: tells the client that a session may exist, so
 * public pages do not ask the server (and get a 401) for every visitor.
 */
export const SIGNED_IN_HINT_COOKIE = 'saathi_signed_in';

/** Reads one cookie from the Cookie header; malformed pairs and encodings are ignored. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function sessionTokenOf(req: Request): string | undefined {
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

function baseOptions(config: Config): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: config.nodeEnv === 'production' };
}

export function setSessionCookies(res: Response, config: Config, token: string, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, token, { ...baseOptions(config), httpOnly: true, maxAge: maxAgeMs });
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', { ...baseOptions(config), httpOnly: false, maxAge: maxAgeMs });
}

export function clearSessionCookies(res: Response, config: Config): void {
  res.clearCookie(SESSION_COOKIE, { ...baseOptions(config), httpOnly: true });
  res.clearCookie(SIGNED_IN_HINT_COOKIE, { ...baseOptions(config), httpOnly: false });
}
