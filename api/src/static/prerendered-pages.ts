import fs from 'node:fs';
import path from 'node:path';
import { ALL_PATHS, ROUTE_OWNERS, type RemoteName } from '@freight/domain';

/** A page a remote rendered to HTML at build time (its dist/prerender.json; infra/webpack/create-prerender-config.cjs). */
export interface PrerenderedPage {
  /** The markup of #root, as the shell renders it (the browser hydrates it). */
  html: string;
  /** styled-components' server sheet for it, rehydration records included. */
  css: string;
  /** The styled-components version that wrote `css`. */
  styledVersion: string;
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
    if (typeof page?.html === 'string' && typeof page?.css === 'string' && typeof page?.styledVersion === 'string') {
      pages[route] = page;
    }
  }
  return pages;
}

/** The shell's key for its 404 page in its own prerender.json (shell/src/prerender/index.ts). */
export const NOT_FOUND_PAGE = '*';

/**
 * The prerendered page for a route, from the remote that owns it (ROUTE_OWNERS), if this server
 * hosts that remote itself: a remote served from elsewhere (REMOTE_*_URL) may be a different build
 * than the files here. Any other path gets the shell's 404 page (from `shellDir`). Each file is read
 * again when it changes, so a redeployed app's pages go out without a restart; otherwise a lookup is
 * one stat.
 */
export function prerenderedPages(remoteDirs: Partial<Record<RemoteName, string>>, shellDir?: string) {
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
    if (ALL_PATHS.includes(route)) {
      const dir = ownerDir.get(route);
      return dir ? pagesOf(dir)[route] : undefined;
    }
    return shellDir ? pagesOf(shellDir)[NOT_FOUND_PAGE] : undefined;
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
const attribute = (text: string) => text.replace(/[^\w.-]/g, '');

/** Matches BOOT_GUARD_ID in @freight/platform (routing/app-frame.tsx). */
const BOOT_GUARD_ID = 'boot-guard';

/**
 * The shell's page with a prerendered page inside its mount point, ready for React to hydrate: the
 * server sheet goes where styled-components looks for it when it starts (a `style[data-styled]`), and
 * #root sits in a disabled fieldset, so nothing can be typed or pressed before the page is live; links
 * work. The app releases it once it has hydrated the page (RouteFrame in @freight/platform).
 */
export function composePage(shellHtml: string, page: PrerenderedPage): string {
  if (!ROOT_ELEMENT.test(shellHtml)) return shellHtml;
  const fragment =
    `<style data-styled="true" data-styled-version="${attribute(page.styledVersion)}">${noBreakout(page.css, 'style')}</style>` +
    `<fieldset id="${BOOT_GUARD_ID}" disabled role="none" style="display:contents;border:0;margin:0;padding:0;min-width:0">` +
    `<div id="root">${page.html}</div></fieldset>`;
  return shellHtml.replace(ROOT_ELEMENT, () => fragment);
}
