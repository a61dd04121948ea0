import pino from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';

export type Logger = pino.Logger;

let current: Logger = pino({ level: process.env.NODE_ENV === 'test' ? 'silent' : 'info' });

/** The process logger, for work outside a request (start-up, background jobs). In a request use req.log. */
export const logger = (): Logger => current;

export function configureLogger(level: string): Logger {
  current = pino({ level, base: undefined, redact: ['req.headers.cookie', 'res.headers["set-cookie"]', '*.password'] });
  return current;
}

/** One line per request; health probes are not worth a line. */
export function requestLogger(log: Logger): RequestHandler {
  return pinoHttp({
    logger: log,
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}
