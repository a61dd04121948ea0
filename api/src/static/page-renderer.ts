import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { logger } from '../core/logger';
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
  try {
    const page = render(location, data);
    return page && typeof page.html === 'string' && typeof page.css === 'string' && typeof page.styledVersion === 'string' ? page : undefined;
  } catch (error) {
    logger().error({ event: 'page-renderer.failed', dir, location, err: error }, 'a page could not be rendered on request');
    return undefined;
  }
}
