import { Router } from 'express';
import { z } from 'zod';
import { hasInvisibleControls } from '../../src/domain/invisible-characters';
import type { Config } from '../config';
import { badRequest, tooManyRequests, unauthorized } from '../errors';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, type DeviceCookies } from '../services/auth/device-cookies';
import type { LoginThrottle } from '../services/auth/login-throttle';
import { ABSOLUTE_TIMEOUT_MS, type AuthService } from '../services/auth/sessions';
import { clearSessionCookies, readCookie, sessionTokenOf, setSessionCookies } from '../http/session-cookie';
import { sameOriginOnly, staffOf, staffSession } from '../http/staff-auth';

export const INVALID_LOGIN = 'Invalid username or password.';
export const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

const loginSchema = z.object({
  // A username never holds controls: such a try is refused before it is counted or recorded.
  username: z.string().trim().min(1).max(100).refine((username) => !hasInvisibleControls(username)),
  password: z.string().trim().min(1).max(200),
});

export function authRouter({
  auth,
  throttle,
  devices,
  config,
}: {
  auth: AuthService;
  throttle: LoginThrottle;
  devices: DeviceCookies;
  config: Config;
}): Router {
  const router = Router();

  router.post('/auth/login', async (req, res) => {
    const parsed = loginSchema.safeParse(req.body);
    if (!parsed.success) throw badRequest(INVALID_LOGIN);
    const { username, password } = parsed.data;
    const ip = req.ip ?? 'unknown';
    const device = devices.deviceOf(readCookie(req.headers.cookie, DEVICE_COOKIE), username);
    const attempt = await throttle.reserve({ ip, username, device });
    if (!attempt) throw tooManyRequests(TOO_MANY_LOGINS);
    const signedIn = await auth.login(username, password, ip);
    if (!signedIn) throw unauthorized(INVALID_LOGIN);
    await attempt.succeeded();
    setSessionCookies(res, config, signedIn.token, ABSOLUTE_TIMEOUT_MS);
    // Only the sign-in reads it: sent nowhere else, unreadable by the page.
    res.cookie(DEVICE_COOKIE, devices.issue(signedIn.username), {
      path: '/api/auth/login',
      httpOnly: true,
      sameSite: 'strict',
      secure: config.nodeEnv === 'production',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
    res.json({ username: signedIn.username, role: signedIn.role });
  });

  router.post('/auth/logout', sameOriginOnly(config), async (req, res) => {
    const token = sessionTokenOf(req);
    if (token) await auth.logout(token, req.ip ?? null);
    clearSessionCookies(res, config);
    res.status(204).end();
  });

  router.get('/auth/me', staffSession(auth, config), (_req, res) => {
    const staff = staffOf(res);
    res.json({ username: staff.username, role: staff.role });
  });

  return router;
}
