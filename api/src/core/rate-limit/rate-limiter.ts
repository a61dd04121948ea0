import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { type Config, getConfig, type RateLimitRule } from '../../config/config';
import { logger } from '../logger';

/** Where limiters keep their counts: a store every API process shares (createApp gives the data store's). */
export type RateLimitStores = (prefix: string) => Store;

export interface RateLimiterOptions {
  /** Names the counters; limiters with different names never share hits. */
  name: string;
  /** The window and limit, usually from config (e.g. `(c) => c.rateLimits.quoteIp`). */
  rule: RateLimitRule | ((config: Config) => RateLimitRule);
  /** What to count by; defaults to the client IP. Returning undefined skips the limiter. */
  key?: (req: Request) => string | undefined;
  /** Count only failed requests (status >= 400), e.g. wrong passwords. */
  failuresOnly?: boolean;
}

export const clientIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

export function tooManyAttemptsMessage(resetTime: Date | undefined, windowMs: number): string {
  const msLeft = (resetTime?.getTime() ?? Date.now() + windowMs) - Date.now();
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function build(options: RateLimiterOptions, config: Config, stores: RateLimitStores): RequestHandler {
  const { windowMs, limit } = typeof options.rule === 'function' ? options.rule(config) : options.rule;
  const key = options.key ?? clientIp;
  return rateLimit({
    windowMs,
    limit,
    store: stores(`${options.name}:`),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => key(req) === undefined,
    keyGenerator: (req) => key(req) ?? '',
    skipSuccessfulRequests: options.failuresOnly ?? false,
    handler: (req, res) => {
      const { resetTime } = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit ?? {};
      res.status(429).json({ message: tooManyAttemptsMessage(resetTime, windowMs) });
    },
    // Built lazily on the first request of each app (its config decides the numbers).
    validate: { creationStack: false },
    logger: {
      error: (err, msg) => logger().warn({ err, limiter: options.name }, msg ?? 'rate limiter error'),
      warn: (err, msg) => logger().warn({ err, limiter: options.name }, msg ?? 'rate limiter warning'),
    },
  });
}

/** A rate-limit middleware whose counters live in the database and hold across API processes. */
/** The stores createApp gave this app (app.locals, like its config). */
export const rateLimitStoresOf = (app: { locals: Record<string, unknown> }): RateLimitStores => app.locals.rateLimitStores as RateLimitStores;

export function createRateLimiter(options: RateLimiterOptions): RequestHandler {
  const perApp = new WeakMap<object, RequestHandler>();
  return (req, res, next) => {
    let limiter = perApp.get(req.app);
    if (!limiter) {
      limiter = build(options, getConfig(req), rateLimitStoresOf(req.app));
      perApp.set(req.app, limiter);
    }
    return limiter(req, res, next);
  };
}
