// Free TCP ports for servers a test run starts beside whatever already runs on the machine
// (a developer's shop on 3000, other runs).
import { createServer } from 'node:net';

/** True when nothing listens on `port` (on any address: the check binds the wildcard). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * The first base port among `candidates` for which `count` consecutive ports are free and none
 * is in `avoid`. Candidates default to random ports from 20000 to 29999: below Linux's ephemeral
 * range (outgoing connections) and away from the ports the shop and its tools use by default.
 */
export async function findFreePorts({
  count = 1,
  avoid = [],
  candidates = Array.from({ length: 50 }, () => 20_000 + Math.floor(Math.random() * 9_990)),
} = {}) {
  for (const base of candidates) {
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if (ports.some((port) => avoid.includes(port))) continue;
    let free = true;
    for (const port of ports) {
      if (!(await isPortFree(port))) {
        free = false;
        break;
      }
    }
    if (free) return base;
  }
  throw new Error(`no ${count} free consecutive ports found`);
}
