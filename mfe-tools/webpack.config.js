const { createConfig } = require('../infra/webpack/create-config.cjs');

module.exports = createConfig({ name: 'tools', dir: __dirname });
