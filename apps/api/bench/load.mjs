// Child process of the benchmark: drives HTTP load with autocannon and prints one JSON line.
// Usage: node load.mjs <url> <seconds> <connections> <warm-up seconds> [paths-file|-] [rate]
// With a paths file (one path per line) the requests cycle through those paths. With a rate the
// connections together send that many requests per second (autocannon's overallRate) instead of
// as many as they can. The warm-up run (JIT, heap growth) is not counted; the server's CPU time is
// read from its GET /bench/cpu before and after the counted run.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, seconds = '10', connections = '16', warmup = '0', pathsFile = '-', rate] =
  process.argv.slice(2);
const paths =
  pathsFile !== '-' ? readFileSync(pathsFile, 'utf8').split('\n').filter(Boolean) : null;
let next = 0;
const run = (duration) =>
  autocannon({
    url,
    duration,
    connections: Number(connections),
    ...(rate ? { overallRate: Number(rate) } : {}),
    headers: { accept: 'application/json' },
    ...(paths
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
            },
          ],
        }
      : {}),
  });
const cpu = async () => {
  const { user, system } = await fetch(new URL('/bench/cpu', url)).then((r) => r.json());
  return user + system;
};

if (Number(warmup) > 0) await run(Number(warmup));
const cpuBefore = await cpu();
const result = await run(Number(seconds));
const serverCpuUs = (await cpu()) - cpuBefore;
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
    serverCpuUs,
  })}\n`,
);
