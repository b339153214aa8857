const { createConfig } = require('@shop/webpack-config');

// Production serves dist on port 3001; the dev server uses 3101 so both can run side by side.
module.exports = createConfig({ name: 'catalog', dir: __dirname, port: 3101 });
