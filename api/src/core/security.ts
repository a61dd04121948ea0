import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config/config';

/** Origins the browser may load remote code from, beside our own: exactly those of the configured remote URLs. */
export function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * `inlineScripts`: CSP sources (hashes) of the inline scripts the served pages may run. Only pages
 * need them: answers under /api (JSON, PDFs, SVG maps) get the same policy without them, so an API
 * request does not look the pages' hashes up (a file check per request).
 */
export function securityHeaders(config: Config, inlineScripts: () => string[] = () => []): RequestHandler {
  const forPages = helmet(helmetOptions(config, () => inlineScripts().join(' ')));
  const forApi = helmet(helmetOptions(config, null));
  return (req, res, next) => (req.path.startsWith('/api/') ? forApi : forPages)(req, res, next);
}

function helmetOptions(config: Config, inlineScripts: (() => string) | null): Parameters<typeof helmet>[0] {
  const remotes = remoteOrigins(config);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The shell page's own first script by its hash; no other inline script runs.
        scriptSrc: ["'self'", ...remotes, ...(inlineScripts ? [inlineScripts] : [])],
        connectSrc: ["'self'", ...remotes],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // TLS is terminated in front of us; upgrading here would break plain-HTTP local runs.
        upgradeInsecureRequests: null,
      },
    },
    // The same rule as frame-ancestors 'none', for browsers that only know the old header.
    xFrameOptions: { action: 'deny' },
  };
}

/** API answers are per caller (sessions, personal data): no browser or proxy keeps a copy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
