const { createConfigWithPrerender } = require('../infra/webpack/create-prerender-config.cjs');
const { shareSingletons } = require('../infra/webpack/shared.cjs');
const pkg = require('./package.json');

// The host: it exposes nothing and lists no remotes (it reads /remotes.json at start-up and registers
// them at run time). It provides every shared singleton. The 404 page is also rendered to HTML at build time.
module.exports = createConfigWithPrerender({
  dir: __dirname,
  federation: {
    name: 'shell',
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
