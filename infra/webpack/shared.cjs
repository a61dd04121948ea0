/**
 * The one shared-singletons map every app federates with (DESIGN.md §3).
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
};

function createShared(pkg) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) {
      throw new Error(`${pkg.name}: package.json must depend on shared singleton "${name}"`);
    }
    // Nothing eager: every app boots through import('./bootstrap'), so shared modules can load async.
    const config = { singleton: true, requiredVersion, eager: false };
    shared[name] = config;
    for (const subpath of SUBPATHS[name] ?? []) {
      shared[subpath] = { ...config };
    }
  }
  return shared;
}

module.exports = { SINGLETONS, createShared };
