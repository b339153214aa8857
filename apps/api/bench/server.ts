/**
 * The API under load (child process of bench/run.ts), bundled like dist/server.js and started in a
 * process of its own, as production runs it: PGlite in memory with the seeded catalogue (or the
 * PostgreSQL database at BENCH_DATABASE_URL, seeded likewise), the admin route on (to trigger a
 * recalculation), no request logging. Beside the shop's routes:
 * GET /bench/trivial, the ceiling; GET /bench/cpu, this process's CPU time so far (µs).
 * Listens on BENCH_PORT (default: any free port) and prints {"port": N} once it listens.
 */
import { buildApp } from '../src/app';

async function main() {
  const app = await buildApp({
    database: process.env.BENCH_DATABASE_URL
      ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL }
      : { kind: 'pglite-memory' },
    prices: { intervalSeconds: 0, adminToken: process.env.ADMIN_TOKEN ?? 'bench' },
  });
  // Outside the database gate, like the in-memory price routes they are compared with.
  const inMemory = { config: { databaseBound: false } };
  app.get('/bench/trivial', inMemory, async () => ({ ok: true }));
  app.get('/bench/cpu', inMemory, async () => process.cpuUsage());
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
  const address = app.server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
