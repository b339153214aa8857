const { createConfig } = require('@shop/webpack-config');

// Production serves dist on port 3003; the dev server uses 3103 so both can run side by side.
module.exports = createConfig({ name: 'account', dir: __dirname, port: 3103 });
