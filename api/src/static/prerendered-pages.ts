import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_OWNERS, type RemoteName } from '@freight/domain';

/** A page a remote rendered to HTML at build time (its dist/prerender.json; infra/webpack/create-prerender-config.cjs). */
export interface PrerenderedPage {
  html: string;
  css: string;
}

interface CachedFile {
  mtimeMs: number;
  pages: Record<string, PrerenderedPage>;
}

/** Written by each remote's prerender build (infra/webpack/create-prerender-config.cjs). */
const PRERENDER_FILE = 'prerender.json';
/** The shell's mount point, as html-webpack-plugin writes it (minified or not). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

function readPages(file: string): Record<string, PrerenderedPage> {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages?: Record<string, PrerenderedPage> };
  const pages: Record<string, PrerenderedPage> = {};
  for (const [route, page] of Object.entries(parsed.pages ?? {})) {
    if (typeof page?.html === 'string' && typeof page?.css === 'string') pages[route] = page;
  }
  return pages;
}

/**
 * The prerendered page for a route, from the remote that owns it (ROUTE_OWNERS), if this server
 * hosts that remote itself: a remote served from elsewhere (REMOTE_*_URL) may be a different build
 * than the files here. Each file is read again when it changes, so a redeployed remote's pages go
 * out without a restart; otherwise a lookup is one stat.
 */
export function prerenderedPages(remoteDirs: Partial<Record<RemoteName, string>>) {
  const cache = new Map<string, CachedFile>();
  const ownerDir = new Map<string, string>();
  for (const [remote, routes] of Object.entries(ROUTE_OWNERS) as [RemoteName, readonly string[]][]) {
    const dir = remoteDirs[remote];
    if (dir) for (const route of routes) ownerDir.set(route, dir);
  }

  const pagesOf = (dir: string): Record<string, PrerenderedPage> => {
    const file = path.join(dir, PRERENDER_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cache.delete(file);
      return {};
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.pages;
    let pages: Record<string, PrerenderedPage> = {};
    try {
      pages = readPages(file);
    } catch {
      // A half-written or broken file: serve the plain shell until a good one replaces it.
    }
    cache.set(file, { mtimeMs, pages });
    return pages;
  };

  return (route: string): PrerenderedPage | undefined => {
    const dir = ownerDir.get(route);
    return dir ? pagesOf(dir)[route] : undefined;
  };
}

/**
 * The shell's page (index.html) with a prerendered page composed in, kept until either changes:
 * the page object is the same until its file is re-read, the shell file until its mtime moves.
 */
export function composedPages(shellFile: string) {
  let shell: { mtimeMs: number; html: string } | undefined;
  let composed = new WeakMap<PrerenderedPage, string>();
  return (page: PrerenderedPage): string => {
    const mtimeMs = fs.statSync(shellFile).mtimeMs;
    if (shell?.mtimeMs !== mtimeMs) {
      shell = { mtimeMs, html: fs.readFileSync(shellFile, 'utf8') };
      composed = new WeakMap();
    }
    let html = composed.get(page);
    if (html === undefined) {
      html = composePage(shell.html, page);
      composed.set(page, html);
    }
    return html;
  };
}

const noBreakout = (text: string, tag: string) => text.replace(new RegExp(`</${tag}`, 'gi'), `<\\/${tag}`);

/**
 * The shell's page with a prerendered page in front of its (hidden) mount point. The markup sits in
 * a disabled fieldset, so nothing can be typed or pressed before the live page takes over; links
 * work. The shell removes both and shows #root once its own render of the page is on screen
 * (shell/src/app/prerendered-page.ts).
 */
export function composePage(shellHtml: string, page: PrerenderedPage): string {
  if (!ROOT_ELEMENT.test(shellHtml)) return shellHtml;
  const fragment =
    `<style id="prerendered-style">${noBreakout(page.css, 'style')}</style>` +
    `<div id="prerendered"><fieldset disabled style="display:contents">${page.html}</fieldset></div>` +
    '<div id="root" hidden></div>';
  return shellHtml.replace(ROOT_ELEMENT, () => fragment);
}
