import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createReadiness } from './health/readiness';
import { edgeSecretFromEnv } from './plugins/edge-trust';

async function main() {
  const config = loadConfig();
  const readiness = createReadiness(config.instanceId);
  const app = await buildApp({
    database: config.database,
    publicApiPrefix: config.publicApiPrefix,
    logger: { level: config.logLevel },
    prices: config.prices,
    loadShedding: config.loadShedding,
    trustProxy: config.trustProxy,
    adminAttempts: config.adminAttempts,
    readiness,
  });

  // Graceful shutdown: first not ready (the edges take this instance out and send new calls
  // elsewhere), then stop listening, finish in-flight requests, close the price sockets with
  // "service restart" (their clients reconnect, to another instance) and close the database, so
  // PGlite's files stay consistent. A second signal ends the process at once (Node's default).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'Shutting down: draining');
      readiness.drain();
      sleep(config.shutdownDrainMs)
        .then(() => app.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }

  if (!edgeSecretFromEnv() && config.trustProxy !== false)
    app.log.warn('EDGE_SECRET is unset: any process on a TRUST_PROXY address can name the client');
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      instance: readiness.instance,
      database: config.database.kind === 'postgres' ? 'postgres' : config.database,
    },
    'Provider API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
