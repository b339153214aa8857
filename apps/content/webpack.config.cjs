const { createConfig } = require('@shop/webpack-config');

// Production serves dist on port 3004; the dev server uses 3104 so both can run side by side.
module.exports = createConfig({ name: 'content', dir: __dirname, port: 3104 });
