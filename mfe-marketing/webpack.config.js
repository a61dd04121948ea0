const { createConfigWithPrerender } = require('../infra/webpack/create-prerender-config.cjs');

// The landing page is also rendered to HTML at build time (dist/prerender.json).
module.exports = createConfigWithPrerender({ name: 'marketing', dir: __dirname, entry: './src/prerender/index.ts' });
