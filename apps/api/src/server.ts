import { buildApp } from './app';
import { loadConfig } from './config';

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
