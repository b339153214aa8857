const { createConfig } = require('@shop/webpack-config');

// Ports come from packages/i18n/src/remotes.json. The back-office is never rendered on the
// server (its pages are a signed-in member's only), so it builds for the browser alone.
module.exports = createConfig({ name: 'backoffice', dir: __dirname, serverBuild: false });
