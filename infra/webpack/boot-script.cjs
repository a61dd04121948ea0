const path = require('node:path');
const { chunkGroupScripts } = require('./chunk-group.cjs');

const SOURCE = path.join(__dirname, '../../packages/platform/src/boot/early-boot.ts');

/**
 * The shell page's inline first script: packages/platform/src/boot/early-boot.ts compiled on its own and
 * minified, called with the shell's entry scripts and the start-up chunks to fetch beside them. It is self-contained, so the module's own exports
 * object is all it needs.
 */
function bootScript(scripts, preload = []) {
  const { transformFileSync } = require('@swc/core');
  const { code } = transformFileSync(SOURCE, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019', minify: { compress: true, mangle: true } },
    module: { type: 'commonjs' },
    minify: true,
    sourceMaps: false,
    swcrc: false,
  });
  // @freight/domain is built before any front-end app (infra/scripts/lib/setup.mjs).
  const { EARLY_TAB_CHOICE, PAGE_ELEMENT_IDS, SESSION_HINT_COOKIE } = require('@freight/domain');
  const config = JSON.stringify({
    scripts,
    preload: preload.filter((file) => !scripts.includes(file)),
    registryId: PAGE_ELEMENT_IDS.registry,
    guardId: PAGE_ELEMENT_IDS.formGuard,
    session: { cookie: SESSION_HINT_COOKIE, url: '/api/user' },
    tabChoice: EARLY_TAB_CHOICE,
  }).replace(/</g, '\\u003c');
  return `(function(){var exports={};${code}\nexports.earlyBoot(window,${config})})();`;
}

/**
 * The script files of a named async chunk group (the shell's `bootstrap`), with the public path: they are
 * fetched together with the entry files instead of one after another once the entry has run.
 */
function startupScripts(compilation, name) {
  const files = chunkGroupScripts(compilation, name);
  if (!files) throw new Error(`The shell has no "${name}" chunk (see shell/src/index.ts)`);
  const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '', {});
  return files.map((file) => publicPath + file);
}

module.exports = { bootScript, startupScripts };
