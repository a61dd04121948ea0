import type { Request, RequestHandler } from 'express';
import type { Config } from '../config/config';
import { ApiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const hasBody = (req: Request) => Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;

/**
 * Upload paths (relative to /api) that take a raw file as application/octet-stream. Like JSON, an
 * HTML form cannot send that type, and a cross-site script needs a preflight the API never grants.
 */
const RAW_UPLOADS = [
  /^\/admin\/shipments\/[1-9][0-9]*\/pod$/,
  /^\/carrier\/documents$/,
  /^\/carrier\/assigned\/[1-9][0-9]*\/delivered$/,
  /^\/carrier\/payables\/[1-9][0-9]*\/invoice-file$/,
  /^\/admin\/invoices\/[1-9][0-9]*\/lines\/lumper$/,
];

/** State-changing calls speak JSON only (and file uploads, raw): HTML forms cannot forge them and parsers stay simple. */
export const requireJsonMutations: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const declared = req.get('content-type') !== undefined;
  if (req.method === 'POST' && RAW_UPLOADS.some((path) => path.test(req.path)) && req.is('application/octet-stream')) return next();
  if ((declared || hasBody(req)) && !req.is('application/json')) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  next();
};

/**
 * CSRF defence in depth (beside SameSite cookies): a state-changing call that says where it
 * comes from must come from this site (the host it asked, or PUBLIC_URL) or a configured origin.
 * Development is no exception: the dev server's origin is configured by `npm run dev`.
 */
export function requireAllowedOrigin(config: Config): RequestHandler {
  const allowed = new Set(config.allowedOrigins);
  const isAllowed = (req: Request, origin: string) => origin === `${req.protocol}://${req.host}` || allowed.has(origin);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const refused = origin && origin !== 'null' ? !isAllowed(req, origin) : origin === 'null' || fetchSite === 'cross-site';
    if (refused) throw new ApiError(403, 'Cross-site request refused');
    next();
  };
}
