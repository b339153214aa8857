import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  let draining = false;
  const app = await buildApp(config, {
    logger: { level: process.env.LOG_LEVEL?.trim() || 'info' },
    draining: () => draining,
  });
  // Graceful shutdown: not ready first (SHUTDOWN_DRAIN_MS, for the load balancer in front), then
  // stop listening, finish the requests in flight and close the price sockets with 1012, which
  // the browsers' sockets answer by reconnecting, to an edge still up. A second signal ends the
  // process at once (Node's default).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
      draining = true;
      sleep(config.shutdownDrainMs)
        .then(() => app.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { distDir: config.distDir, apiUrls: config.apiUrls, inMaintenance: config.inMaintenance },
    'edge ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
