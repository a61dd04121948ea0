const { createConfig } = require('../infra/webpack/create-config.cjs');

module.exports = createConfig({ name: 'portal', dir: __dirname });
