/**
 * The dashboard's cookies. Over HTTPS (directly, or behind a proxy whose X-Forwarded-Proto is trusted: TRUST_PROXY)
 * they carry `Secure` and the `__Host-` prefix (the browser then refuses them from plain HTTP, from another path or a
 * sibling domain); over plain HTTP (local development) they are scoped to /dashboard. Always HttpOnly (no script
 * reads them). The session cookie is SameSite=Lax (a link from elsewhere to the dashboard keeps you signed in); the
 * CSRF cookie is SameSite=Strict.
 */
import { createHmac } from 'node:crypto';
import type { CookieOptions, Request } from 'express';
import { doubleCsrf, type DoubleCsrfUtilities } from 'csrf-csrf';

export function sessionCookieName(req: Request): string {
  return req.secure ? '__Host-graha_session' : 'graha_session';
}

export function sessionCookieOptions(req: Request, expires: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: req.secure ? '/' : '/dashboard', expires };
}

export function sessionTokenOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[sessionCookieName(req)];
  return typeof value === 'string' ? value : undefined;
}

export interface Csrf { token(req: Request, res: import('express').Response): string; valid(req: Request): boolean }

/**
 * CSRF protection with csrf-csrf (signed double-submit cookie, OWASP CSRF Prevention Cheat Sheet): every form carries
 * `_csrf`, equal to the HttpOnly cookie's value and an HMAC of the session token, so a token from another session (or
 * a cookie planted by a sibling domain) does not pass. Before sign-in the session identifier is empty: the token
 * still has to match the cookie, which another site can neither read nor set.
 */
export function createCsrf(secretSeed: string): Csrf {
  const secret = createHmac('sha256', secretSeed).update('graha dashboard csrf').digest('hex');
  const make = (secure: boolean): DoubleCsrfUtilities => doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => sessionTokenOf(req) ?? '',
    cookieName: secure ? '__Host-graha_csrf' : 'graha_csrf',
    cookieOptions: { sameSite: 'strict', secure, httpOnly: true, path: secure ? '/' : '/dashboard' },
    getCsrfTokenFromRequest: (req) => {
      const value = (req.body as Record<string, unknown> | undefined)?._csrf;
      return typeof value === 'string' ? value : undefined;
    },
  });
  const secure = make(true);
  const plain = make(false);
  const pick = (req: Request) => (req.secure ? secure : plain);
  return {
    token: (req, res) => pick(req).generateCsrfToken(req, res),
    valid: (req) => pick(req).validateRequest(req),
  };
}
