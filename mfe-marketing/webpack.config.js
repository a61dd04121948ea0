const { createConfig } = require('../infra/webpack/create-config.cjs');

module.exports = createConfig({ name: 'marketing', dir: __dirname });
