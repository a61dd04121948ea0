const { createConfig } = require('../infra/webpack/create-config.cjs');

module.exports = createConfig({ name: 'admin', dir: __dirname });
