const { createConfig } = require('../infra/webpack/create-config.cjs');
const { createPrerenderConfig } = require('../infra/webpack/create-prerender-config.cjs');

const browser = createConfig({ name: 'marketing', dir: __dirname });
// The landing page is also rendered to HTML at build time (dist/prerender.json), for production only.
const prerender = createPrerenderConfig({ name: 'marketing', dir: __dirname, entry: './src/prerender/index.ts' });

module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  return mode === 'production' ? [browser(env, argv), prerender(env, argv)] : browser(env, argv);
};
