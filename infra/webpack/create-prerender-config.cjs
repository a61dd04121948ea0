const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createConfig, swcRule } = require('./create-config.cjs');

const PLUGIN = 'PrerenderPagesPlugin';
/**
 * Where a remote's build publishes its prerendered pages, next to its remoteEntry.js
 * (read by api/src/static/prerendered-pages.ts).
 */
const PRERENDER_FILE = 'prerender.json';
/**
 * The same Node bundle, published beside them when it also exports `renderOnRequest(location, data)`:
 * the API runs it for the remote's pages that show what the server knows of them (api/src/static/page-renderer.ts).
 */
const PAGE_RENDERER_FILE = 'page-renderer.cjs';

/** Written whole, then renamed into place: a server reading it never sees half a file. */
function writeWhole(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, file);
}

/**
 * After the Node bundle is emitted, runs its `prerenderPages()` and writes the result to the
 * remote's dist/prerender.json as `{ pages: { [path]: { html, css } } }`. A page that fails to
 * render fails the build.
 */
class PrerenderPagesPlugin {
  constructor({ bundle, outFile }) {
    this.bundle = bundle;
    this.outFile = outFile;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      if (compilation.errors.length) return;
      try {
        delete require.cache[require.resolve(this.bundle)];
        const bundle = require(this.bundle);
        const pages = bundle.prerenderPages();
        for (const [route, page] of Object.entries(pages)) {
          if (!page.html || !page.css) throw new Error(`prerendered page ${route} is empty`);
        }
        writeWhole(this.outFile, JSON.stringify({ pages }));
        const renderer = path.join(path.dirname(this.outFile), PAGE_RENDERER_FILE);
        if (typeof bundle.renderOnRequest === 'function') writeWhole(renderer, fs.readFileSync(this.bundle));
        else fs.rmSync(renderer, { force: true });
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`Prerendering failed: ${error.stack ?? error}`));
      }
    });
  }
}

/**
 * The Node build of a remote's prerender entry (which exports `prerenderPages()`), run after the
 * browser build named `name`. Packages stay external (required from node_modules, so React, the
 * router and styled-components are the server builds); the @freight/* workspace sources are bundled.
 */
function createPrerenderConfig({ name, dir, entry }) {
  const outDir = path.join(__dirname, '../../node_modules/.cache/freight-prerender', name);
  return (_env = {}, argv = {}) => ({
    name: `${name}-prerender`,
    dependencies: [name],
    mode: argv.mode || process.env.NODE_ENV || 'production',
    target: 'node',
    context: dir,
    entry: { prerender: entry },
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    externals: [
      ({ request }, callback) =>
        /^[@a-z]/i.test(request) && !request.startsWith('@freight/') ? callback(null, `commonjs ${request}`) : callback(),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], conditionNames: ['source', '...'] },
    module: { rules: [swcRule(true)] },
    optimization: { minimize: false },
    devtool: false,
    plugins: [
      // One file: the API loads a published page renderer on its own, without chunks beside it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderPagesPlugin({ bundle: path.join(outDir, 'prerender.cjs'), outFile: path.join(dir, 'dist', PRERENDER_FILE) }),
    ],
    stats: 'errors-warnings',
  });
}

/**
 * An app whose pages are also prerendered: its browser build (`createConfig`) and, in production, the Node build
 * that renders `prerender`'s `prerenderPages()` into dist/prerender.json after it.
 */
function createConfigWithPrerender({ dir, federation, prerender: entry }) {
  const { name } = federation;
  const browser = createConfig({ dir, federation });
  const prerender = createPrerenderConfig({ name, dir, entry });
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    return mode === 'production' ? [browser(env, argv), prerender(env, argv)] : browser(env, argv);
  };
}

module.exports = { createConfigWithPrerender };
