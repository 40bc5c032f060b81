import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import type { StaffRole } from '../../src/domain/staff';
import { forbidden, unauthorized } from '../errors';
import type { AuthService, Staff } from '../services/auth/sessions';
import { clearSessionCookies, sessionTokenOf } from './session-cookie';

export const CROSS_SITE_REFUSED = 'This request did not come from this site.';

/** The signed-in staff member, set by `staffSession`. */
export function staffOf(res: Response): Staff {
  const staff = res.locals.staff as Staff | undefined;
  if (!staff) throw unauthorized();
  return staff;
}

/** 401 unless the request carries a live session; the staff member goes to res.locals.staff. */
export function staffSession(auth: AuthService, config: Config): RequestHandler {
  return async (req, res, next) => {
    const token = sessionTokenOf(req);
    const staff = token ? await auth.authenticate(token, req.ip ?? null) : undefined;
    if (!staff) {
      if (token) clearSessionCookies(res, config);
      next(unauthorized());
      return;
    }
    res.locals.staff = staff;
    next();
  };
}

/** 403 unless the signed-in staff member has one of `roles`. */
export function allow(...roles: StaffRole[]): RequestHandler {
  return (_req, res, next) => {
    next(roles.includes(staffOf(res).role) ? undefined : forbidden());
  };
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request refusal for state-changing calls, on top of the SameSite cookie:
 * the Origin (or, without it, the Referer) must be this site — PUBLIC_URL or the
 * host the request was sent to.
 */
export function sameOriginOnly(config: Config): RequestHandler {
  const publicOrigin = originOf(config.publicUrl);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    const host = req.get('host');
    const allowed = origin !== undefined && (origin === publicOrigin || (host !== undefined && origin === `${req.protocol}://${host}`));
    next(allowed ? undefined : forbidden(CROSS_SITE_REFUSED));
  };
}
