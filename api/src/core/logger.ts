import pino from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';

export type Logger = pino.Logger;

let current: Logger = pino({ level: process.env.NODE_ENV === 'test' ? 'silent' : 'info' });

/** The process logger, for work outside a request (start-up, background jobs). In a request use req.log. */
export const logger = (): Logger => current;

/**
 * The driver's bulk-write errors carry the documents they were writing (customers' names, addresses,
 * whole emails): a log line keeps what says what went wrong, not the data.
 */
const PAYLOADS = ['result', 'results', 'insertedDocs', 'insertedIds', 'writeErrors', 'errorResponse', 'op'];

export function errorSerializer(err: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  const { writeErrors } = err as { writeErrors?: unknown };
  for (const field of PAYLOADS) delete serialized[field];
  if (writeErrors) serialized.writeErrorCount = Array.isArray(writeErrors) ? writeErrors.length : 1;
  return serialized;
}

export function configureLogger(level: string): Logger {
  current = pino({ level, base: undefined, redact: ['req.headers.cookie', 'res.headers["set-cookie"]', '*.password'], serializers: { err: errorSerializer } });
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
