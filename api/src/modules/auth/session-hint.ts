import type { Request, RequestHandler, Response } from 'express';
import { SESSION_HINT_COOKIE } from '@freight/domain';
import type { Config } from '../../config/config';

const HINT = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE.replace(/\./g, '\\.')}=1(?:;|$)`);

const signedIn = (req: Request) => req.session?.passport?.user !== undefined;

function syncHint(req: Request, res: Response, config: Config): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: config.cookieSecure === 'auto' ? req.secure : config.cookieSecure };
  // Set on every signed-in answer, like the rolling session cookie, so it lives as long as the session.
  if (signedIn(req)) res.cookie(SESSION_HINT_COOKIE, '1', { ...options, maxAge: config.session.idleMs });
  else if (HINT.test(req.headers.cookie ?? '')) res.clearCookie(SESSION_HINT_COOKIE, options);
}

/**
 * Keeps SESSION_HINT_COOKIE in step with the session, decided when the answer's headers go out, after
 * any sign-in, sign-out or expiry the request caused. Mounted after passport on /api.
 */
export function sessionHint(config: Config): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      if (!res.headersSent) syncHint(req, res, config);
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
