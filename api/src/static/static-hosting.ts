import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { REMOTE_ROUTES_FILE } from '@freight/domain';
import { REMOTE_NAMES, type Config } from '../config/config';
import { composePage, NOT_FOUND_PAGE, prerenderedPage, shellPageFile } from './prerendered-pages';
import { localDir, routeRegistry } from './remote-registry';

const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json', REMOTE_ROUTES_FILE, 'remotes.json', 'index.html']);
/** webpack's `[name].[contenthash].ext` (and `[id].[contenthash].ext`). */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

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

export interface StaticHosting {
  router: Router;
  /** CSP sources for the inline scripts of the page being served (the shell page's first script). */
  scriptHashes: () => string[];
}

export interface HostingOptions {
  /** The status of a page the registry lists, when it depends on its parameters (undefined: 200). */
  pageStatus?: (route: string) => Promise<number | undefined>;
}

/**
 * Single-port hosting: the shell at /, each remote at /mfe/<name>/, and the route registry at
 * /remotes.json (where each remote is, from configuration, and which pages it owns, from its build), so a
 * remote can move, or add and drop pages, without a shell rebuild. Every page request gets the shell
 * with the registry written in; a page the registry lists is 200, any other is the 404 page with a 404.
 */
export function staticHosting(config: Config, { pageStatus }: HostingOptions = {}): StaticHosting {
  const router = Router();
  const registry = routeRegistry(config);
  void registry.ready();
  router.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(registry.current());
  });
  for (const name of REMOTE_NAMES) {
    const dir = localDir(config, name);
    if (fs.existsSync(dir)) router.use(`/mfe/${name}`, staticFiles(dir));
  }
  const shellDir = path.join(config.staticRoot, 'shell', 'dist');
  const shellPage = shellPageFile(path.join(shellDir, 'index.html'));
  const scriptHashes = () => shellPage()?.scriptHashes ?? [];
  if (!fs.existsSync(shellDir)) return { router, scriptHashes };
  router.use(staticFiles(shellDir));
  router.use(async (req, res, next) => {
    const shell = wantsPage(req) ? shellPage() : undefined;
    if (!shell) return next();
    const route = normalize(req.path);
    const remotes = registry.current();
    const found = registry.ownerOf(route, remotes);
    // A page with a parameter may not exist for this value (a revoked tracking link): the 404 status, and its own page says why.
    const status = found ? ((await pageStatus?.(route)) ?? 200) : 404;
    const owner = status === 200 ? found : undefined;
    // A remote served from elsewhere may be another build than the files here: its pages are not prerendered.
    const page = owner ? owner.dir && prerenderedPage(owner.dir, route) : found ? undefined : prerenderedPage(shellDir, NOT_FOUND_PAGE);
    res
      .status(status)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(composePage(shell.html, { page: page || undefined, registry: remotes }));
  });
  return { router, scriptHashes };
}
