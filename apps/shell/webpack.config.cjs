const { createConfig } = require('@shop/webpack-config');

// Two hosts: the shop's page (dist/) and the dealer's back-office page (dist-backoffice/, served
// by the edge at BACKOFFICE_HOST), whose entry loads the back-office remote and nothing else of
// the shop.
module.exports = [
  createConfig({ name: 'shell', dir: __dirname, port: 3100, host: true }),
  createConfig({
    name: 'backoffice_host',
    dir: __dirname,
    port: 3110,
    host: true,
    entry: './src/backoffice-host/index.ts',
    template: 'src/backoffice-host/index.html',
    outDir: 'dist-backoffice',
  }),
];
