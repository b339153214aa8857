import { buildApp } from './app';
import { loadConfig } from './config';
import { edgeSecretFromEnv } from './plugins/edge-trust';

async function main() {
  const config = loadConfig();
  const app = await buildApp({
    database: config.database,
    publicApiPrefix: config.publicApiPrefix,
    logger: { level: config.logLevel },
    prices: config.prices,
    loadShedding: config.loadShedding,
    trustProxy: config.trustProxy,
    adminAttempts: config.adminAttempts,
  });

  // Finish in-flight requests and close the database before exiting, so PGlite's files stay consistent.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'Shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  if (!edgeSecretFromEnv() && config.trustProxy !== false)
    app.log.warn('EDGE_SECRET is unset: any process on a TRUST_PROXY address can name the client');
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: config.database.kind === 'postgres' ? 'postgres' : config.database },
    'Provider API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
