// Faults of the production topology during checkouts (issue 28, item 5): kill -9 of one API
// instance, PostgreSQL restarted, Redis stopped and started, an edge killed, the SMTP server
// down for a minute, the spot-price feed down. Each answers a row { held, figures } for the
// probe's table; `held: null` when the check could not run here (with why).
import { exec } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { request } from '../load-mix/client.mjs';
import { holdSockets } from '../load-mix/sockets.mjs';
import { formatStatuses, get, getJson, startTraffic, waitFor } from './http.mjs';
import {
  describeExactlyOnce,
  exactlyOnce,
  listedOrders,
  retryThroughOtherEdge,
  startCheckouts,
} from './orders-exactly-once.mjs';
import { isAlive } from './processes.mjs';

const run = promisify(exec);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The default commands of this machine's services (/work/.library/env/machines/node-svc.md). */
export const serviceCommands = {
  postgresRestart: 'pg_ctlcluster --skip-systemctl-redirect 15 main restart',
  redisStop: 'redis-cli shutdown nosave',
  redisStart:
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no ' +
    '--dir /var/lib/redis --logfile /var/log/redis/ci.log',
};

/** Answers of one call in the recorder since `before` (a structuredClone of its entry). */
function callDelta(recorder, name, before) {
  const now = recorder.calls.get(name) ?? { ok: 0, errors: {} };
  const errors = {};
  for (const [kind, count] of Object.entries(now.errors)) {
    const delta = count - (before?.errors[kind] ?? 0);
    if (delta > 0) errors[kind] = delta;
  }
  return { ok: now.ok - (before?.ok ?? 0), errors };
}
const snapshot = (recorder, name) => structuredClone(recorder.calls.get(name) ?? null);
const describeDelta = ({ ok, errors }) =>
  `${ok} answered${
    Object.keys(errors).length
      ? `, ${Object.entries(errors)
          .map(([kind, n]) => `${kind}: ${n}`)
          .join(', ')}`
      : ''
  }`;

/** After the checkouts stopped: retries through the other edge, the orders listed, the verdict. */
async function settle(traffic, edges) {
  const retries = await retryThroughOtherEdge(traffic, edges);
  const { listed, failures } = await listedOrders(traffic, edges);
  const verdict = exactlyOnce({ told: traffic.told, retries, listed });
  const unsettled = retries.filter((retry) => retry.retryId === null);
  return {
    verdict,
    held: verdict.held && failures.length === 0,
    figures: [
      describeExactlyOnce(verdict),
      ...(failures.length
        ? [`GET /orders failed for ${failures.length} shoppers (${failures.join(', ')})`]
        : []),
      ...(unsettled.length
        ? [`retries without an order answered: ${unsettled.map((r) => r.retryStatus).join(', ')}`]
        : []),
    ],
  };
}

const toldAfter = (traffic, atMs) => traffic.told.filter((order) => order.atMs > atMs).length;

/** kill -9 of one API instance while checkouts run through both edges. */
export async function apiKillCheck({ edges, catalogue, apiPids, log }) {
  const pids = apiPids();
  if (pids.length < 2) {
    return { held: null, figures: `not run: needs 2 or more API instances, found ${pids.length}` };
  }
  const traffic = startCheckouts({ edges, catalogue });
  await sleep(3_000);
  const victim = pids[0];
  const before = snapshot(traffic.recorder, 'POST /api/orders');
  log(`  kill -9 API instance pid ${victim} (of ${pids.join(', ')})`);
  process.kill(victim, 'SIGKILL');
  const killedAt = traffic.now();
  await sleep(10_000);
  await traffic.stop();
  const during = callDelta(traffic.recorder, 'POST /api/orders', before);
  const settled = await settle(traffic, edges);
  const afterTakeOut = toldAfter(traffic, killedAt + 2_000);
  const restarted = apiPids().filter((pid) => !pids.includes(pid));
  return {
    held: settled.held && afterTakeOut > 0,
    figures: [
      `POST /orders in the 10 s after the kill: ${describeDelta(during)}; ${afterTakeOut} orders placed from 2 s after it`,
      ...settled.figures,
      restarted.length
        ? `new API pid ${restarted.join(', ')} started`
        : 'no new API instance started (the others served)',
    ].join('\n'),
  };
}

/** PostgreSQL restarted under checkouts: orders again within 10 s after it is back, none lost. */
export async function postgresRestartCheck({ edges, catalogue, command, log, limitMs = 10_000 }) {
  const traffic = startCheckouts({ edges, catalogue });
  await sleep(3_000);
  const before = snapshot(traffic.recorder, 'POST /api/orders');
  log(`  ${command}`);
  const restartStarted = traffic.now();
  await run(command);
  const backAt = traffic.now();
  const recoveredIn = await waitFor(
    async () =>
      toldAfter(traffic, backAt) > 0 &&
      (
        await Promise.all(edges.map((base) => get(`${base}/api/health`, { timeoutMs: 2_000 })))
      ).every((answer) => answer.status === 200),
    { timeoutMs: 60_000, intervalMs: 100 },
  );
  await sleep(2_000);
  await traffic.stop();
  const during = callDelta(traffic.recorder, 'POST /api/orders', before);
  const settled = await settle(traffic, edges);
  return {
    held: settled.held && recoveredIn !== null && recoveredIn <= limitMs,
    figures: [
      `restart took ${seconds(backAt - restartStarted)}; ` +
        (recoveredIn === null
          ? 'no order placed and not every edge healthy within 60 s after it was back'
          : `orders placed and every edge healthy ${seconds(recoveredIn)} after it was back (limit ${seconds(limitMs)})`),
      `POST /orders from the restart on: ${describeDelta(during)}`,
      ...settled.figures,
    ].join('\n'),
  };
}

/** Redis stopped for `downMs` and started: sign-ins work or refuse safely, orders go on. */
export async function redisRestartCheck({
  edges,
  catalogue,
  stopCommand,
  startCommand,
  log,
  downMs = 10_000,
}) {
  const traffic = startCheckouts({ edges, catalogue, signIns: true });
  await sleep(3_000);
  const orders = snapshot(traffic.recorder, 'POST /api/orders');
  const signIns = snapshot(traffic.recorder, 'POST /api/customers/login');
  log(`  ${stopCommand}`);
  await run(stopCommand).catch((error) => log(`  (${error.message.trim()})`));
  const downAt = traffic.now();
  await sleep(downMs);
  const ordersDown = callDelta(traffic.recorder, 'POST /api/orders', orders);
  const signInsDown = callDelta(traffic.recorder, 'POST /api/customers/login', signIns);
  const placedDown = toldAfter(traffic, downAt);
  log(`  ${startCommand}`);
  await run(startCommand);
  await sleep(5_000);
  await traffic.stop();
  const settled = await settle(traffic, edges);
  // Safe: signed in, or refused as "too many" or "unavailable, try again" with an error object.
  const unsafe = Object.entries(signInsDown.errors).filter(
    ([kind]) => !/^(429|503) \w+/.test(kind),
  );
  return {
    held:
      settled.held &&
      placedDown > 0 &&
      unsafe.length === 0 &&
      signInsDown.ok + Object.keys(signInsDown.errors).length > 0,
    figures: [
      `while Redis was down (${seconds(downMs)}): sign-ins ${describeDelta(signInsDown)}` +
        (unsafe.length ? ` (not a safe refusal: ${unsafe.map(([kind]) => kind).join(', ')})` : ''),
      `orders while down: ${placedDown} placed; POST /orders ${describeDelta(ordersDown)}`,
      ...settled.figures,
    ].join('\n'),
  };
}

/**
 * One edge killed while both serve and sockets are open on both: the other edge answers every
 * request, and the sockets of the killed one reconnect (to the other edge).
 */
export async function edgeKillCheck({ edges, edgePids, log, sockets: count = 40 }) {
  const pids = edgePids();
  if (edges.length < 2 || pids.length < 2) {
    return {
      held: null,
      figures: `not run: needs 2 edges (--edges) and their processes, found ${edges.length} and ${pids.length}`,
    };
  }
  const wsUrls = edges.map((base) => `${base.replace(/^http/, 'ws')}/api/prices/socket`);
  const sockets = await holdSockets({ count, wsUrls, processes: 1 });
  const traffics = edges.map((base) =>
    startTraffic(
      [
        `${base}/api/health`,
        `${base}/api/products/search?text=gold&limit=24`,
        `${base}/api/prices/metals`,
      ],
      {
        concurrency: 2,
      },
    ),
  );
  await sleep(2_000);
  const victim = pids[0];
  const before = traffics.map((traffic) => structuredClone(traffic.counts));
  log(`  kill -9 edge pid ${victim} (of ${pids.join(', ')})`);
  process.kill(victim, 'SIGKILL');
  const killedAt = performance.now();
  await waitFor(async () => !isAlive(victim), { timeoutMs: 5_000, intervalMs: 10 });
  const openNow = async () => (await sockets.report()).reduce((sum, r) => sum + r.open, 0);
  // First the killed edge's sockets must have closed (noticed by this end), then all be back.
  const closedIn = await waitFor(async () => (await openNow()) < sockets.opened, {
    timeoutMs: 5_000,
    intervalMs: 50,
  });
  const reconnectedIn =
    closedIn === null
      ? null
      : await waitFor(async () => (await openNow()) >= sockets.opened, {
          timeoutMs: 15_000,
          intervalMs: 250,
        });
  const [report] = await sockets.report();
  await sleep(Math.max(0, 10_000 - (performance.now() - killedAt)));
  const counts = await Promise.all(traffics.map((traffic) => traffic.stop()));
  await sockets.stop();
  const afterKill = counts.map((c, i) => {
    const byStatus = {};
    for (const [status, n] of Object.entries(c.byStatus)) {
      const delta = n - (before[i].byStatus[status] ?? 0);
      if (delta > 0) byStatus[status] = delta;
    }
    const networkErrors = c.networkErrors - before[i].networkErrors;
    return {
      total: c.total - before[i].total,
      failed: c.total - before[i].total - (c.ok - before[i].ok),
      answers: `${formatStatuses(byStatus) || 'none'}${networkErrors ? `, network errors: ${networkErrors}` : ''}`,
    };
  });
  // The killed edge: the one that failed most after the kill (the supervisor may restart it).
  const failures = afterKill.map((edge) => edge.failed);
  const killed = failures.indexOf(Math.max(...failures));
  const others = afterKill.filter((_, i) => i !== killed);
  return {
    held: others.every((edge) => edge.failed === 0) && reconnectedIn !== null,
    figures: [
      ...edges.map(
        (base, i) =>
          `${base}${i === killed ? ' (killed)' : ''}: ${afterKill[i].failed} of ${afterKill[i].total} requests after the kill failed (${afterKill[i].answers})`,
      ),
      `sockets: ${sockets.opened} open before, ${report.reopened} reopened after their edge went; ` +
        (closedIn === null
          ? 'none closed within 5 s of the kill'
          : reconnectedIn === null
            ? 'not all open again within 15 s'
            : `all open again ${seconds(closedIn + reconnectedIn)} after the kill`),
    ].join('\n'),
  };
}

/**
 * A real SMTP server for the cluster (SMTP_URL=smtp://127.0.0.1:<port>, MAIL_TRANSPORT=smtp):
 * it refuses every connection while `refusing`, then takes the mails and counts them by
 * Message-ID.
 */
async function startSmtp(port) {
  const requireFromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));
  const { SMTPServer } = requireFromApi('smtp-server');
  const state = { refusing: true, refused: 0, mails: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      state.refused += 1;
      const error = new Error('Service not available, try again later');
      error.responseCode = 421;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const head = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0];
        const messageId = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? null;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        state.mails.push({ messageId, to });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { state, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Message-IDs received more than once. */
export function repeatedMessageIds(mails) {
  const seen = new Map();
  for (const { messageId } of mails)
    if (messageId) seen.set(messageId, (seen.get(messageId) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}

/** The SMTP server down for `downMs` while orders are placed: every mail after, none twice. */
export async function smtpDownCheck({
  edges,
  catalogue,
  port,
  log,
  downMs = 60_000,
  waitMs = 300_000,
}) {
  const smtp = await startSmtp(port);
  try {
    log(`  SMTP server on 127.0.0.1:${port} refusing for ${seconds(downMs)}`);
    const startedAt = performance.now();
    const traffic = startCheckouts({ edges, catalogue, customers: 4 });
    await sleep(Math.min(20_000, downMs));
    await traffic.stop();
    await sleep(Math.max(0, downMs - (performance.now() - startedAt)));
    smtp.state.refusing = false;
    const refusedWhileDown = smtp.state.refused;
    log(
      `  accepting now; ${traffic.told.length} orders placed while down, ${refusedWhileDown} connections refused`,
    );
    const recipients = new Set(traffic.told.map((order) => order.email.toLowerCase()));
    const mailed = () => new Set(smtp.state.mails.flatMap((mail) => mail.to));
    const allIn = await waitFor(async () => [...recipients].every((email) => mailed().has(email)), {
      timeoutMs: waitMs,
      intervalMs: 1_000,
    });
    // Late doubles would come now: a little longer before counting.
    await sleep(10_000);
    const got = mailed();
    const reached = [...recipients].filter((email) => got.has(email)).length;
    const twice = repeatedMessageIds(smtp.state.mails);
    if (traffic.told.length === 0) {
      const refusals = [...traffic.recorder.calls].flatMap(([name, call]) =>
        Object.entries(call.errors).map(([kind, n]) => `${name} ${kind}: ${n}`),
      );
      return {
        held: false,
        figures: `no order placed while the SMTP server refused (${refusals.join(', ') || 'no refusals'})`,
      };
    }
    if (refusedWhileDown === 0 && smtp.state.mails.length === 0) {
      return {
        held: null,
        figures: `not run: the cluster did not mail to 127.0.0.1:${port} (start it with MAIL_TRANSPORT=smtp SMTP_URL=smtp://127.0.0.1:${port})`,
      };
    }
    return {
      held: traffic.told.length > 0 && reached === recipients.size && twice.length === 0,
      figures: [
        `${traffic.told.length} orders placed while the SMTP server refused (${refusedWhileDown} connections refused in ${seconds(downMs)})`,
        `${reached} of ${recipients.size} order recipients mailed ` +
          (allIn === null
            ? `(not all within ${seconds(waitMs)} after it accepted)`
            : `${seconds(allIn)} after it accepted`),
        `${smtp.state.mails.length} mails received, ${twice.length} Message-IDs twice`,
      ].join('\n'),
    };
  } finally {
    await smtp.close();
  }
}

/**
 * A spot feed in the provider's shape (apps/api/src/prices/feed/http.ts) for the cluster
 * (SPOT_FEED=http, SPOT_FEED_URL=http://127.0.0.1:<port>/): quotes of now while up, 503 while
 * down; counts the calls.
 */
async function startFeed(port) {
  const state = { up: true, calls: 0 };
  const server = createServer((_request, response) => {
    state.calls += 1;
    if (!state.up) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        metals: { gold: 4010.5, silver: 48.6, platinum: 1540.2, palladium: 1210.8 },
        currencies: { EUR: 1.16, CHF: 1.24 },
        timestamps: { metal: new Date().toISOString() },
      }),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { state, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The spot feed down: once its last quote is older than PRICE_FEED_MAX_AGE_SECONDS the shop says
 * prices are stale and refuses orders (prices_stale); back up, orders go again. With an API's
 * own address and ADMIN_TOKEN the check forces recalculations instead of waiting for them.
 */
export async function staleFeedCheck({ edges, catalogue, port, admin, log, waitMs = 600_000 }) {
  const feed = await startFeed(port);
  const recalculate = async () => {
    if (!admin) return;
    await request(`${admin.url}/admin/prices/recalculate`, {
      method: 'POST',
      headers: { 'x-admin-token': admin.token },
      body: {},
      timeoutMs: 30_000,
    });
  };
  const metals = async () => (await getJson(`${edges[0]}/api/prices/metals`))[0];
  /**
   * One guest checkout: placed, or the refusals on the way ("POST /api/orders 409 prices_stale";
   * a stale price may stop it earlier, at the cart).
   */
  const orderOnce = async () => {
    const traffic = startCheckouts({ edges: [edges[0]], catalogue, customers: 1 });
    const refusals = () =>
      [...traffic.recorder.calls].flatMap(([name, call]) =>
        Object.keys(call.errors).map((kind) => `${name} ${kind}`),
      );
    await waitFor(async () => traffic.told.length > 0 || refusals().length > 0, {
      timeoutMs: 30_000,
      intervalMs: 200,
    });
    await traffic.stop();
    return { placed: traffic.told.length, refusals: refusals() };
  };
  try {
    await recalculate();
    const used = await waitFor(async () => feed.state.calls > 0, {
      timeoutMs: admin ? 10_000 : 240_000,
    });
    if (used === null) {
      return {
        held: null,
        figures: `not run: the cluster did not ask the probe's feed (start it with SPOT_FEED=http SPOT_FEED_URL=http://127.0.0.1:${port}/)`,
      };
    }
    await waitFor(async () => (await metals()).stale === false, {
      timeoutMs: 60_000,
      intervalMs: 1_000,
    });
    const freshOrder = await orderOnce();
    feed.state.up = false;
    log('  spot feed down (503)');
    const staleIn = await waitFor(
      async () => {
        await recalculate();
        return (await metals()).stale === true;
      },
      { timeoutMs: waitMs, intervalMs: 5_000 },
    );
    const staleMetals = await metals();
    const staleOrder = await orderOnce();
    feed.state.up = true;
    const freshIn = await waitFor(
      async () => {
        await recalculate();
        return (await metals()).stale === false;
      },
      { timeoutMs: waitMs, intervalMs: 2_000 },
    );
    const againOrder = await orderOnce();
    const refusedStale =
      staleOrder.placed === 0 && staleOrder.refusals.includes('POST /api/orders 409 prices_stale');
    return {
      held:
        freshOrder.placed > 0 &&
        staleIn !== null &&
        refusedStale &&
        freshIn !== null &&
        againOrder.placed > 0,
      figures: [
        `feed up: order ${freshOrder.placed ? 'placed' : `refused (${freshOrder.refusals.join(', ')})`}`,
        staleIn === null
          ? `feed down: prices not stale within ${seconds(waitMs)}`
          : `feed down: stale ${seconds(staleIn)} later (feedUpdatedAt ${staleMetals.feedUpdatedAt}); order ${staleOrder.placed ? 'placed (not refused!)' : `refused (${staleOrder.refusals.join(', ')})`}`,
        freshIn === null
          ? 'feed back: prices still stale'
          : `feed back: fresh ${seconds(freshIn)} later; order ${againOrder.placed ? 'placed' : `refused (${againOrder.refusals.join(', ')})`}`,
      ].join('\n'),
    };
  } finally {
    await feed.close();
  }
}
