const { createConfig } = require('../infra/webpack/create-config.cjs');

module.exports = createConfig({ name: 'shell', dir: __dirname });
