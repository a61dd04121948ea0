const path = require('node:path');
const { chunkGroupScripts } = require('./chunk-group.cjs');

const PLUGIN = 'RemoteRoutesPlugin';
const routesModule = (dir) => path.join(dir, 'src/app/routes.ts');

/**
 * The routes a remote declares in src/app/routes.ts, read in Node through tsx (the module is plain data
 * built from @freight/domain, whose build the front-end builds already wait for).
 */
function readRemoteRoutes(dir) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const file = routesModule(dir);
  const loaded = tsxRequire(file, __filename);
  if (!Array.isArray(loaded.ROUTES)) throw new Error(`${file} must export ROUTES`);
  return loaded.ROUTES;
}

/** The chunk a page is loaded in when the remote splits it off: `page-<path>` (see the remotes' pages.tsx). */
const pageChunkName = (routePath) => `page-${routePath.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-') || 'home'}`;

/** The script files of a page's own chunk group, if the remote splits the page off. */
const pageScripts = (compilation, routePath) => chunkGroupScripts(compilation, pageChunkName(routePath)) ?? [];

/**
 * Emits dist/routes.json (`{ routes: [{ path, title?, preload? }] }`) with every build of a remote,
 * development builds included, so the API (and the shell's dev server) learn a redeployed remote's pages
 * from the remote itself. `preload` lists the page's own scripts (relative to remoteEntry.js), which the
 * page then fetches with the remote's first scripts instead of after them.
 */
class RemoteRoutesPlugin {
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(routesModule(this.dir));
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          const routes = readRemoteRoutes(this.dir).map((route) => {
            const preload = pageScripts(compilation, route.path);
            return preload.length ? { ...route, preload } : route;
          });
          // @freight/domain is built before any front-end app (infra/scripts/lib/setup.mjs).
          const { REMOTE_ROUTES_FILE } = require('@freight/domain');
          compilation.emitAsset(REMOTE_ROUTES_FILE, new sources.RawSource(`${JSON.stringify({ routes })}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(`Reading the remote's routes failed: ${error.stack ?? error}`));
        }
      });
    });
  }
}

module.exports = { RemoteRoutesPlugin, readRemoteRoutes, pageChunkName };
