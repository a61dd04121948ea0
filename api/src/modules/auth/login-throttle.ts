import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Options, Store } from 'express-rate-limit';
import type { Request, RequestHandler, Response } from 'express';
import { usernameKeyOf } from '@freight/domain';
import { type Config, getConfig } from '../../config/config';
import { logger } from '../../core/logger';
import { clientIp, createRateLimiter, rateLimitStoresOf, tooManyAttemptsMessage } from '../../core/rate-limit/rate-limiter';

/**
 * Sign-in limits that slow guessing down without letting anyone lock an account out:
 * - per address: wrong passwords from one address, whatever the usernames (loginIp);
 * - per username and address: one source guessing one account (loginPair, the tightest);
 * - per username from everywhere: growing delays after a few failures and a ceiling much higher
 *   than the pair limit (loginUsername). A browser that has signed in to that account before
 *   carries a signed "trusted device" cookie and is exempt, so failures from elsewhere never
 *   stop the account's owner.
 */

const usernameOf = (req: Request): string | undefined =>
  typeof req.body?.username === 'string' && req.body.username.trim() ? usernameKeyOf(req.body.username) : undefined;

export const loginPerIp = createRateLimiter({ name: 'login-ip', rule: (c) => c.rateLimits.loginIp, failuresOnly: true });

export const loginPerPair = createRateLimiter({
  name: 'login-pair',
  rule: (c) => c.rateLimits.loginPair,
  key: (req) => {
    const username = usernameOf(req);
    return username === undefined ? undefined : `${username}@${clientIp(req)}`;
  },
  failuresOnly: true,
});

const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 8_000;

/** How long an attempt on a username waits after `failures` recent wrong passwords (0, then 250 ms doubling to 8 s). */
export const loginDelayMs = (failures: number, freeFailures: number): number =>
  failures < freeFailures ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - freeFailures));

export const TRUSTED_DEVICE_COOKIE = 'freight.device';
const DEVICE_TTL_MS = 90 * 24 * 60 * 60_000;
const MAX_REMEMBERED_ACCOUNTS = 5;

const signature = (config: Config, username: string, expires: number) =>
  createHmac('sha256', config.sessionSecret).update(`trusted-device\n${username}\n${expires}`).digest('base64url');

interface DeviceToken {
  username: string;
  expires: number;
  raw: string;
}

function deviceTokens(req: Request): DeviceToken[] {
  const cookie = (req.get('cookie') ?? '')
    .split(/;\s*/)
    .find((part) => part.startsWith(`${TRUSTED_DEVICE_COOKIE}=`));
  if (!cookie) return [];
  return cookie
    .slice(TRUSTED_DEVICE_COOKIE.length + 1)
    .split('~')
    .slice(0, MAX_REMEMBERED_ACCOUNTS)
    .map((raw) => {
      const [name = '', expires = ''] = raw.split('.');
      return { username: Buffer.from(name, 'base64url').toString(), expires: Number(expires), raw };
    });
}

function isTrustedDevice(req: Request, config: Config, username: string): boolean {
  return deviceTokens(req).some((token) => {
    if (token.username !== username || !(token.expires > Date.now())) return false;
    const given = Buffer.from(token.raw.split('.')[2] ?? '');
    const expected = Buffer.from(signature(config, username, token.expires));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** After a successful sign-in: this browser is trusted for this account (up to five accounts per browser). */
export function rememberDevice(req: Request, res: Response, username: string): void {
  const config = getConfig(req);
  const key = usernameKeyOf(username);
  const expires = Date.now() + DEVICE_TTL_MS;
  const token = `${Buffer.from(key).toString('base64url')}.${expires}.${signature(config, key, expires)}`;
  const others = deviceTokens(req)
    .filter((t) => t.username !== key && t.expires > Date.now())
    .slice(-(MAX_REMEMBERED_ACCOUNTS - 1));
  res.cookie(TRUSTED_DEVICE_COOKIE, [...others.map((t) => t.raw), token].join('~'), {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure === 'auto' ? req.secure : config.cookieSecure,
    maxAge: DEVICE_TTL_MS,
    encode: (value) => value,
  });
}

const failureStores = new WeakMap<object, Store>();

function failuresOf(req: Request): Store {
  let store = failureStores.get(req.app);
  if (!store) {
    store = rateLimitStoresOf(req.app)('login-user:');
    store.init?.({ windowMs: getConfig(req).rateLimits.loginUsername.windowMs, limit: Number.POSITIVE_INFINITY } as Options);
    failureStores.set(req.app, store);
  }
  return store;
}

/** The per-username part: every wrong password counts; untrusted browsers wait, then stop at the ceiling. */
export const loginPerUsername: RequestHandler = async (req, res, next) => {
  const username = usernameOf(req);
  if (username === undefined) return next();
  const config = getConfig(req);
  const store = failuresOf(req);
  res.on('finish', () => {
    if (res.statusCode !== 401) return;
    Promise.resolve(store.increment(username)).catch((err: unknown) => logger().warn({ err }, 'could not count a failed sign-in'));
  });
  if (isTrustedDevice(req, config, username)) return next();
  const recent = await store.get?.(username);
  const failures = recent?.totalHits ?? 0;
  const { limit, windowMs } = config.rateLimits.loginUsername;
  if (failures >= limit) {
    res.status(429).json({ message: tooManyAttemptsMessage(recent?.resetTime, windowMs) });
    return;
  }
  const delay = loginDelayMs(failures, config.loginDelayAfter);
  if (delay) await sleep(delay);
  next();
};
