const { createConfigWithPrerender } = require('../infra/webpack/create-prerender-config.cjs');
const { shareSingletons } = require('../infra/webpack/shared.cjs');
const pkg = require('./package.json');

// The admin remote: the admin area and its helper pages. Public pages are also rendered to HTML at
// build time (dist/prerender.json).
module.exports = createConfigWithPrerender({
  dir: __dirname,
  federation: {
    name: 'admin',
    filename: 'remoteEntry.js',
    // path → page component; the shell routes every page this remote lists in src/app/routes.ts to it.
    exposes: { './pages': './src/app/pages.tsx' },
    // One copy of each, provided by the shell; the versions required are this package.json's ranges.
    shared: shareSingletons(pkg, [
      'react',
      'react-dom',
      'react-router-dom',
      'react-redux',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query',
      '@reduxjs/toolkit/query/react',
      'styled-components',
      '@freight/domain',
      '@freight/domain/schemas',
      '@freight/platform',
      '@freight/ui',
      '@freight/ui/widgets',
    ]),
  },
  prerender: './src/prerender/index.ts',
});
