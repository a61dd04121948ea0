const { createConfigWithPrerender } = require('../infra/webpack/create-prerender-config.cjs');

// The 404 page is also rendered to HTML at build time (dist/prerender.json).
module.exports = createConfigWithPrerender({ name: 'shell', dir: __dirname, entry: './src/prerender/index.ts' });
