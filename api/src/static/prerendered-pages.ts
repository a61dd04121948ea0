import crypto from 'node:crypto';
import path from 'node:path';
import { PAGE_ELEMENT_IDS, type PageData, type RemoteRegistry } from '@freight/domain';
import { watchedFile, watchedJson } from './watched-file';

/** A page an app rendered to HTML at build time (its dist/prerender.json; infra/webpack/create-prerender-config.cjs). */
export interface PrerenderedPage {
  /** The markup of #root, as the shell renders it (the browser hydrates it). */
  html: string;
  /** styled-components' server sheet for it, rehydration records included. */
  css: string;
  /** The styled-components version that wrote `css`. */
  styledVersion: string;
}

/** Written by each app's prerender build. */
const PRERENDER_FILE = 'prerender.json';
/** The shell's key for its 404 page in its own prerender.json (shell/src/prerender/index.ts). */
export const NOT_FOUND_PAGE = '*';
/** The shell's mount point, as html-webpack-plugin writes it (minified or not). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

function parsePages(json: unknown): Record<string, PrerenderedPage> {
  const pages: Record<string, PrerenderedPage> = {};
  for (const [route, page] of Object.entries((json as { pages?: Record<string, PrerenderedPage> } | null)?.pages ?? {})) {
    if (typeof page?.html === 'string' && typeof page?.css === 'string' && typeof page?.styledVersion === 'string') {
      pages[route] = page;
    }
  }
  return pages;
}
const readPages = watchedJson(parsePages);

/** The page `route` as the app built in `dir` prerendered it, if it did. A redeployed build is read again. */
export const prerenderedPage = (dir: string, route: string): PrerenderedPage | undefined =>
  readPages(path.join(dir, PRERENDER_FILE))?.[route];

export interface ShellPage {
  html: string;
  /** CSP sources allowing exactly the page's inline scripts (its first script, boot-script.cjs). */
  scriptHashes: string[];
}

const readShellPage = watchedFile(
  (html): ShellPage => ({
    html,
    scriptHashes: [...html.matchAll(INLINE_SCRIPT)].map(
      ([, script]) => `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    ),
  }),
);

/** The shell's index.html, read again when it changes. */
export const shellPageFile = (file: string) => (): ShellPage | undefined => readShellPage(file);

const noBreakout = (text: string, tag: string) => text.replace(new RegExp(`</${tag}`, 'gi'), `<\\/${tag}`);
const attribute = (text: string) => text.replace(/[^\w.-]/g, '');
/** JSON that cannot end its <script> element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's page as it is sent: the route registry written in (the shell routes from it without a
 * request, and the page's first script fetches the page's own remote early), and, for a prerendered
 * page, its markup inside the mount point with the server sheet where styled-components looks for it
 * when it starts (a `style[data-styled]`), ready for React to hydrate. The mount point sits in a disabled
 * fieldset: without JavaScript the page reads and its links work, but its forms cannot be sent as plain
 * HTML forms (that would put what was typed, a password too, in the address); the page's first script
 * releases it at once (packages/platform/src/boot/early-boot.ts).
 */
export function composePage(shellHtml: string, { page, registry, pageData }: { page?: PrerenderedPage; registry: RemoteRegistry; pageData?: PageData }): string {
  if (!ROOT_ELEMENT.test(shellHtml)) return shellHtml;
  const style = page
    ? `<style data-styled="true" data-styled-version="${attribute(page.styledVersion)}">${noBreakout(page.css, 'style')}</style>`
    : '';
  const root = `<div id="root">${page?.html ?? ''}</div>`;
  const guarded = page
    ? `<fieldset id="${PAGE_ELEMENT_IDS.formGuard}" disabled role="none" style="display:contents;border:0;margin:0;padding:0;min-width:0">${root}</fieldset>`
    : root;
  const fragment =
    `${style}${guarded}` +
    `<script type="application/json" id="${PAGE_ELEMENT_IDS.registry}">${scriptJson(registry)}</script>` +
    (pageData ? `<script type="application/json" id="${PAGE_ELEMENT_IDS.pageData}">${scriptJson(pageData)}</script>` : '');
  return shellHtml.replace(ROOT_ELEMENT, () => fragment);
}
