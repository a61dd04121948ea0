import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { REMOTE_ROUTES_FILE } from '@freight/domain';
import { REMOTE_NAMES, type Config } from '../config/config';
import { renderedOnRequest } from './page-renderer';
import { composePage, NOT_FOUND_PAGE, prerenderedPage, shellPageFile } from './prerendered-pages';
import { type ChosenReleases, localDir, RELEASES_PATH, routeRegistry } from './remote-registry';

const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json', REMOTE_ROUTES_FILE, 'remotes.json', 'index.html']);
/** webpack's `[name].[contenthash].ext` (and `[id].[contenthash].ext`). */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function setCacheHeaders(res: Response, filePath: string): void {
  const name = path.basename(filePath);
  const immutable = !ALWAYS_REVALIDATE.has(name) && CONTENT_HASHED.test(name);
  res.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Source maps and the federation build stats carry the original source: never published. */
const UNPUBLISHED = /(\.map|\/mf-manifest-stats\.json|\/mf-stats\.json|\/page-renderer\.cjs)$/i;

/**
 * Which release of each remote a request is served, from the deployments (modules/deployments): the live
 * release, or a canary for a visitor in its share. Without it every remote is its configured build.
 */
export interface DeploymentSource {
  /** The releases for this visitor (it may set the visitor's canary cookie on `res`). */
  releasesFor(req: Request, res: Response): Promise<ChosenReleases>;
  /** A browser asked for a release's remoteEntry.js (a canary visitor's load, recorded before it is served). */
  entryRequested(req: Request, remote: string, version: string): Promise<void>;
}

/** A release's files never change (a version is published once): every one is cached for good. */
function releaseFiles(dir: string, source: DeploymentSource | undefined): express.RequestHandler {
  const serve = express.static(dir, {
    index: false,
    setHeaders: (res) => res.set('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  return (req, res, next) => {
    if (UNPUBLISHED.test(req.path)) return next();
    const entry = /^\/([a-z]+)\/([^/]+)\/remoteEntry\.js$/.exec(req.path);
    if (!entry || !source) return serve(req, res, next);
    // Recorded first: a failure the visitor reports right after finds its load.
    return void source.entryRequested(req, entry[1], entry[2]).then(() => serve(req, res, next), next);
  };
}

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
  !/^\/(api|mfe|releases)\//.test(req.path) &&
  !/\.[a-z0-9]+$/i.test(req.path) &&
  Boolean(req.accepts('html'));

const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

export interface StaticHosting {
  router: Router;
  /** CSP sources for the inline scripts of the page being served (the shell page's first script). */
  scriptHashes: () => string[];
}

export interface HostingOptions {
  /** Which release of each remote a request is served (the deployments); without it, each remote's own build. */
  deployments?: DeploymentSource;
  /**
   * For a page the registry lists whose answer depends on its parameters: its status (undefined:
   * 200) and what the server knows of it, written into the page (undefined: nothing).
   */
  pageData?: (route: string) => Promise<{ status: number; data?: unknown } | undefined>;
}

/**
 * Single-port hosting: the shell at /, each remote's own build at /mfe/<name>/, its releases at
 * /releases/<name>/<version>/, and the route registry at /remotes.json (which release or build of each
 * remote is served, from the deployments and configuration, and which pages it owns, from its files), so a
 * team can release, activate and roll back a remote, or add and drop pages, without a shell rebuild or an
 * API restart. Every page request gets the shell with the registry written in; a page the registry lists
 * is 200, any other is the 404 page with a 404.
 */
export function staticHosting(config: Config, { deployments, pageData }: HostingOptions = {}): StaticHosting {
  const router = Router();
  const registry = routeRegistry(config);
  void registry.ready();
  const releasesFor = (req: Request, res: Response) => (deployments ? deployments.releasesFor(req, res) : Promise.resolve({}));
  router.get('/remotes.json', async (req, res) => {
    const releases = await releasesFor(req, res);
    // Short and private: a change of release reaches new page loads within seconds, and a canary differs per visitor.
    res.set('Cache-Control', 'private, max-age=5').json(registry.current(releases));
  });
  router.use(RELEASES_PATH, releaseFiles(config.releaseStore, deployments));
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
    const remotes = registry.current(await releasesFor(req, res));
    const found = registry.ownerOf(route, remotes);
    // A page with a parameter may not exist for this value (a revoked tracking link): the 404 status, and its own page says why.
    const known = found ? await pageData?.(route) : undefined;
    const status = found ? (known?.status ?? 200) : 404;
    const owner = status === 200 ? found : undefined;
    // A remote served from elsewhere may be another build than the files here: its pages are not prerendered.
    // A page with what the server knows of it is rendered now, by its remote, with that.
    const written = status === 200 ? known?.data : undefined;
    const page = owner
      ? owner.dir && (prerenderedPage(owner.dir, route) ?? (written !== undefined && config.renderPagesOnRequest ? renderedOnRequest(owner.dir, route, written) : undefined))
      : found
        ? undefined
        : prerenderedPage(shellDir, NOT_FOUND_PAGE);
    // A page written with what the server knows of it (a shipment's tracking) is for this visitor only: never stored, never indexed.
    if (known) res.set('X-Robots-Tag', 'noindex');
    res
      .status(status)
      .set('Cache-Control', known?.data !== undefined ? 'private, no-store' : 'no-cache')
      .type('html')
      .send(composePage(shell.html, { page: page || undefined, registry: remotes, pageData: written !== undefined ? { route, data: written } : undefined }));
  });
  return { router, scriptHashes };
}
