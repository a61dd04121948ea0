const { createConfigWithPrerender } = require('../infra/webpack/create-prerender-config.cjs');

// The dashboard's frame is also rendered to HTML at build time (dist/prerender.json), before anyone is known.
module.exports = createConfigWithPrerender({ name: 'admin', dir: __dirname, entry: './src/prerender/index.ts' });
