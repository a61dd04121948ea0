import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { logger } from '../core/logger';
import { Lru } from '../core/lru';
import type { PrerenderedPage } from './prerendered-pages';
import { watchedFile } from './watched-file';

/**
 * Published by a remote's build beside its remoteEntry.js when it has pages rendered on request
 * (infra/webpack/create-prerender-config.cjs): its Node bundle, exporting `renderOnRequest`.
 */
export const PAGE_RENDERER_FILE = 'page-renderer.cjs';

type RenderOnRequest = (location: string, data: unknown) => PrerenderedPage | undefined;

/** The API's own packages: React and the rest a renderer leaves out of its bundle are these, wherever the release lies. */
const apiRequire = createRequire(path.join(__dirname, 'page-renderer.js'));

/**
 * Runs a published renderer as a CommonJS module: its relative requires from its own folder, its
 * packages (React, the router, styled-components) from the API's, so a release in the release store,
 * away from any node_modules, renders with the same React as every other.
 */
function loadRenderer(source: string, file: string): RenderOnRequest | undefined {
  const fromFile = createRequire(file);
  const load = (id: string) => (id.startsWith('.') || path.isAbsolute(id) ? fromFile(id) : apiRequire(id));
  const module = { exports: {} as { renderOnRequest?: unknown } };
  const run = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  run(module.exports, load, module, file, path.dirname(file));
  const render = module.exports.renderOnRequest;
  return typeof render === 'function' ? (render as RenderOnRequest) : undefined;
}

/**
 * The pages each renderer rendered last, by location and data: the same page with the same data is the
 * same markup, so a link opened again and again (a consignee's refreshes, a link shared in a group)
 * costs one render until its shipment changes. A render takes about 6 ms of the API's one thread.
 */
const RECENT_PAGES = 500;
/** Per renderer (a redeploy starts afresh); null: that render failed. */
const recentPages = new WeakMap<RenderOnRequest, Lru<string, PrerenderedPage | null>>();

const readRenderer = watchedFile((source, file) => {
  try {
    return loadRenderer(source, file);
  } catch (error) {
    logger().error({ event: 'page-renderer.unloadable', file, err: error }, 'a remote’s page renderer could not be loaded');
    throw error;
  }
});

/**
 * The page at `location` rendered by the remote built in `dir` with `data` (what the server writes
 * into the page), as a prerendered page is sent: readable before the app has loaded, then hydrated.
 * Undefined when the remote renders no such page, or its renderer fails: the page is then sent
 * without markup and the app renders it, as before (the failure is logged, never shown).
 */
export function renderedOnRequest(dir: string, location: string, data: unknown): PrerenderedPage | undefined {
  const render = readRenderer(path.join(dir, PAGE_RENDERER_FILE));
  if (!render) return undefined;
  let recent = recentPages.get(render);
  if (!recent) recentPages.set(render, (recent = new Lru(RECENT_PAGES)));
  const key = `${location}\n${JSON.stringify(data)}`;
  let page = recent.get(key);
  if (page === undefined) {
    page = null;
    try {
      const rendered = render(location, data);
      if (rendered && typeof rendered.html === 'string' && typeof rendered.css === 'string' && typeof rendered.styledVersion === 'string') page = rendered;
    } catch (error) {
      logger().error({ event: 'page-renderer.failed', dir, location, err: error }, 'a page could not be rendered on request');
    }
    recent.set(key, page);
  }
  return page ?? undefined;
}
