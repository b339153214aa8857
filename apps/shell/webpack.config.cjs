const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({ name: 'shell', dir: __dirname, port: 3100, host: true });
