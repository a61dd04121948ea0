const { createConfigWithPrerender } = require('../infra/webpack/create-prerender-config.cjs');

// Both pages are also rendered to HTML at build time (dist/prerender.json).
module.exports = createConfigWithPrerender({ name: 'tools', dir: __dirname, entry: './src/prerender/index.ts' });
