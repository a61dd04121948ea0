import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { ALL_PATHS, type RemoteName } from '@freight/domain';
import type { Config } from '../config/config';
import { composedPages, prerenderedPages } from './prerendered-pages';

const REMOTES: readonly RemoteName[] = ['marketing', 'portal', 'admin', 'tools'];
const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'index.html']);
/** webpack's `[name].[contenthash].ext` (and `[id].[contenthash].ext`). */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const KNOWN_PATHS = new Set(ALL_PATHS);

function setCacheHeaders(res: Response, filePath: string): void {
  const name = path.basename(filePath);
  const immutable = !ALWAYS_REVALIDATE.has(name) && CONTENT_HASHED.test(name);
  res.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Source maps and the federation build stats carry the original source: never published. */
const UNPUBLISHED = /(\.map|\/mf-manifest-stats\.json|\/mf-stats\.json)$/i;

const staticFiles = (dir: string) => {
  const serve = express.static(dir, { index: false, setHeaders: setCacheHeaders });
  return ((req, res, next) => (UNPUBLISHED.test(req.path) ? next() : serve(req, res, next))) as express.RequestHandler;
};

/**
 * Page requests get the shell: navigations (and clients that accept anything, like curl or uptime
 * checks) for paths without a file extension. A missing script, style or data file never does.
 */
const wantsPage = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !/^\/(api|mfe)\//.test(req.path) &&
  !/\.[a-z0-9]+$/i.test(req.path) &&
  Boolean(req.accepts('html'));

const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * Single-port hosting: the shell at /, each remote at /mfe/<name>/, and /remotes.json telling the
 * shell where the remotes are (from configuration, so a remote can move without a shell rebuild).
 */
export function staticHosting(config: Config): Router {
  const router = Router();
  router.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(config.remotes);
  });
  for (const name of REMOTES) {
    const dir = path.join(config.staticRoot, `mfe-${name}`, 'dist');
    if (fs.existsSync(dir)) router.use(`/mfe/${name}`, staticFiles(dir));
  }
  const shellDir = path.join(config.staticRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDir, 'index.html');
  if (!fs.existsSync(indexHtml)) return router;
  router.use(staticFiles(shellDir));
  const prerendered = prerenderedPages(
    Object.fromEntries(
      REMOTES.filter((name) => config.remotes[name] === `/mfe/${name}/remoteEntry.js`).map((name) => [
        name,
        path.join(config.staticRoot, `mfe-${name}`, 'dist'),
      ]),
    ),
    shellDir,
  );
  const withPage = composedPages(indexHtml);
  // Every route is the shell's; an unknown one still gets the shell (it renders the 404 page) with a real 404.
  router.use((req, res, next) => {
    if (!wantsPage(req)) return next();
    const route = normalize(req.path);
    const status = KNOWN_PATHS.has(route) ? 200 : 404;
    const page = prerendered(route);
    if (page) {
      // The page arrives readable and styled; the shell hydrates it in place (see composePage).
      res.status(status).set('Cache-Control', 'no-cache').type('html').send(withPage(page));
      return;
    }
    res.status(status);
    res.sendFile(indexHtml, { headers: { 'Cache-Control': 'no-cache' } });
  });
  return router;
}
