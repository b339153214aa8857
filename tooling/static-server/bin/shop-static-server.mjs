#!/usr/bin/env node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from '../src/index.mjs';

const usage =
  'Usage: shop-static-server --dir <dist> (--port <port> | --remote <name>) [--host 0.0.0.0] [--cors]';
/** `--remote catalog` serves on the remote's production port of the shop's remotes list. */
const remotes = JSON.parse(
  readFileSync(new URL('../../../packages/i18n/src/remotes.json', import.meta.url), 'utf8'),
);

let values;
try {
  ({ values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string', default: process.env.PORT },
      remote: { type: 'string' },
      host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
      cors: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.dir) {
  console.error(usage);
  process.exit(2);
}
const dir = resolve(values.dir);
if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(`shop-static-server: ${dir} is not a directory (build the app first)`);
  process.exit(1);
}
if (values.remote !== undefined && !Object.hasOwn(remotes, values.remote)) {
  console.error(
    `shop-static-server: no remote ${values.remote} (${Object.keys(remotes).join(', ')})`,
  );
  process.exit(2);
}
const portText = values.port ?? (values.remote && String(remotes[values.remote].port));
if (!portText) {
  console.error(usage);
  process.exit(2);
}
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`shop-static-server: invalid port ${portText}`);
  process.exit(2);
}

// EDGE_SECRET: the server build (`server/`) only for the edge, which sends it.
const edgeSecret = process.env.EDGE_SECRET?.trim() || undefined;
const server = createStaticServer({ dir, cors: values.cors, edgeSecret });
server.listen(port, values.host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(
    `shop-static-server: ${dir} on http://${values.host}:${shown}${values.cors ? ' (CORS *)' : ''}`,
  );
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive sockets would hold close() open; they carry only idempotent GETs.
    server.closeAllConnections();
  });
}
