const { createConfig } = require('@shop/webpack-config');

// Ports come from packages/i18n/src/remotes.json: production serves dist on `port`, the dev
// server listens on `devPort`, so both can run side by side.
module.exports = createConfig({ name: 'checkout', dir: __dirname });
