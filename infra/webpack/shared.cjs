const path = require('node:path');

/**
 * The one shared-singletons map every app federates with.
 * Versions come from each app's package.json, which the single lockfile pins.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  // Only react-router-dom: it re-exports react-router, and sharing both would create two router contexts.
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  '@freight/domain',
  '@freight/platform',
  '@freight/ui',
];

/** Entry points of a shared package that must also resolve to the one shared instance. */
const SUBPATHS = {
  '@reduxjs/toolkit': ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
  // The Joi schemas are their own entry so pages can load them on demand (first-render budget).
  '@freight/domain': ['@freight/domain/schemas'],
  // The Radix-based widgets likewise: only the admin area and the dashboard use them.
  '@freight/ui': ['@freight/ui/widgets'],
};

const SUBSETS_DIR = path.join(__dirname, '../../packages/platform/src/shared-subsets');
const rtkDist = (file) => path.join(path.dirname(require.resolve('@reduxjs/toolkit/package.json')), 'dist', file);

/**
 * Singletons whose shared instance is a curated subset of the package (packages/platform/src/
 * shared-subsets/README.md). Share key and version stay the package's: every app still gets one copy.
 */
const SUBSET_IMPORTS = {
  'react-router-dom': path.join(SUBSETS_DIR, 'react-router-dom.ts'),
  '@reduxjs/toolkit': path.join(SUBSETS_DIR, 'redux-toolkit.js'),
  '@reduxjs/toolkit/query': path.join(SUBSETS_DIR, 'rtk-query.js'),
  '@reduxjs/toolkit/query/react': path.join(SUBSETS_DIR, 'rtk-query-react.js'),
};

/**
 * How the subsets reach the real Redux Toolkit builds: a request for '@reduxjs/toolkit' itself
 * would be answered by the share scope, that is, by the subset again.
 */
const SUBSET_ALIASES = {
  '@freight/vendor/redux-toolkit$': rtkDist('redux-toolkit.modern.mjs'),
  '@freight/vendor/rtk-query$': rtkDist('query/rtk-query.modern.mjs'),
  '@freight/vendor/rtk-query-react$': rtkDist('query/react/rtk-query-react.modern.mjs'),
};

/**
 * Shared entries given by their source file. Module Federation provides a package only once the app
 * itself imports it, and the shell never uses the widgets: by path, the shell provides them too, so
 * every remote gets the shell's one copy, and its Radix is the toaster's (one layer stack for dialogs
 * and toasts). Otherwise the first remote to load would provide its own.
 */
const SOURCE_IMPORTS = {
  '@freight/ui/widgets': path.join(__dirname, '../../packages/ui/src/widgets/index.ts'),
};

const installedVersion = (name) => require(`${name}/package.json`).version;

/** A singleton's share config; a subset or source entry keeps the package's share key and installed version. */
function shareConfig(key, packageName, requiredVersion) {
  // Nothing eager: every app boots through import('./bootstrap'), so shared modules can load async.
  const config = { singleton: true, requiredVersion, eager: false };
  const file = SUBSET_IMPORTS[key] ?? SOURCE_IMPORTS[key];
  return file ? { ...config, import: file, version: installedVersion(packageName) } : config;
}

/**
 * The shared map of an app's webpack.config.js: `shareSingletons(pkg, ['react', ...])` names every shared
 * module (entry points such as '@freight/domain/schemas' included) in the app's own config, and each gets
 * `{ singleton: true, requiredVersion: <the app's package.json range>, eager: false }`. Every app shares
 * the same set (SINGLETONS and SUBPATHS; the release gate and shared.test.ts hold it), so there is one copy.
 */
function shareSingletons(pkg, names) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const known = new Set([...SINGLETONS, ...Object.values(SUBPATHS).flat()]);
  const shared = {};
  for (const key of names) {
    if (!known.has(key)) throw new Error(`${pkg.name}: "${key}" is not one of the platform's shared singletons (infra/webpack/shared.cjs)`);
    const packageName = SINGLETONS.find((name) => key === name || key.startsWith(`${name}/`));
    const requiredVersion = deps[packageName];
    if (!requiredVersion) {
      throw new Error(`${pkg.name}: package.json must depend on shared singleton "${packageName}"`);
    }
    shared[key] = shareConfig(key, packageName, requiredVersion);
  }
  return shared;
}

/** Every shared singleton and entry point, the full set each app shares. */
const ALL_SHARED = SINGLETONS.flatMap((name) => [name, ...(SUBPATHS[name] ?? [])]);

const createShared = (pkg) => shareSingletons(pkg, ALL_SHARED);

module.exports = { ALL_SHARED, SINGLETONS, SOURCE_IMPORTS, SUBSET_IMPORTS, SUBSET_ALIASES, createShared, shareSingletons };
