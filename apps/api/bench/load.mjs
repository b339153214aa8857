// Child process of the benchmark: drives HTTP load with autocannon and prints one JSON line.
// Usage: node load.mjs <url> <seconds> <connections> [paths-file]
// With a paths file (one path per line) the requests cycle through those paths.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, seconds = '10', connections = '16', pathsFile] = process.argv.slice(2);
const paths = pathsFile ? readFileSync(pathsFile, 'utf8').split('\n').filter(Boolean) : null;
let next = 0;
const result = await autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
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
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  })}\n`,
);
