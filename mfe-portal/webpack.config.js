const { createConfigWithPrerender } = require('../infra/webpack/create-prerender-config.cjs');

// The public pages (sign-in and the registration forms) are also rendered to HTML at build time (dist/prerender.json).
module.exports = createConfigWithPrerender({ name: 'portal', dir: __dirname, entry: './src/prerender/index.ts' });
