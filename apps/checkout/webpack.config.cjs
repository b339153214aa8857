const { createConfig } = require('@shop/webpack-config');

// Production serves dist on port 3002; the dev server uses 3102 so both can run side by side.
module.exports = createConfig({ name: 'checkout', dir: __dirname, port: 3102 });
