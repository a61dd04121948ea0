import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@freight/domain';

/** A page a remote rendered to HTML at build time (its dist/prerender.json; infra/webpack/create-prerender-config.cjs). */
export interface PrerenderedPage {
  html: string;
  css: string;
}

interface CachedFile {
  mtimeMs: number;
  pages: Record<string, PrerenderedPage>;
}

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
 * The prerendered pages of the remotes this server hosts itself. A remote served from elsewhere
 * (REMOTE_*_URL) may be a different build than the files here, so its pages are not used. Each
 * file is read again when it changes, so a redeployed remote's pages go out without a restart.
 */
export function prerenderedPages(remoteDirs: Partial<Record<RemoteName, string>>) {
  const cache = new Map<string, CachedFile>();

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
    for (const dir of Object.values(remoteDirs)) {
      const page = dir ? pagesOf(dir)[route] : undefined;
      if (page) return page;
    }
    return undefined;
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
