// Burst then kill -9 of the API, cycle after cycle on one edge process: the sequence that left
// the edge refusing most concurrent traffic for good (issue 21). After every cycle the recovery
// check; the edge must be the same process at the end.
import { setTimeout as sleep } from 'node:timers/promises';
import { runBurst } from './burst.mjs';
import { killAndWait } from './crash.mjs';
import { healthy, waitFor } from './http.mjs';
import { servicePid } from './processes.mjs';
import { describeRecovery, recoveryCheck, shopLoad } from './recovery.mjs';

const seconds = (ms) => (ms === null ? '–' : (ms / 1000).toFixed(2));

/** Per target, the 200s and answers of the given rounds added up: "/api/health 160/160". */
export function sumAnswers(rounds) {
  const sums = {};
  for (const round of rounds) {
    for (const [target, { ok, total }] of Object.entries(round.answers)) {
      sums[target] ??= { ok: 0, total: 0 };
      sums[target].ok += ok;
      sums[target].total += total;
    }
  }
  return Object.entries(sums)
    .map(([target, { ok, total }]) => `${target} ${ok}/${total}`)
    .join(', ');
}

/**
 * The check's row from its cycles ({ burst, backMs, recovery, edgePid }): held when every cycle
 * recovered in time and the edge stayed one process.
 */
export function burstKillRow(cycles, edgePid, deadlineMs) {
  const moved = cycles.find((cycle) => cycle.edgePid !== edgePid);
  const inTime = cycles.filter((cycle) => cycle.recovery.held).length;
  const loads = cycles.map((cycle) => cycle.recovery.last.load);
  const figures = [
    moved
      ? `edge pid changed ${edgePid} → ${moved.edgePid ?? 'none'} (cycle ${cycles.indexOf(moved) + 1})`
      : `edge pid ${edgePid} the same through ${cycles.length} cycles`,
    `recovered within ${deadlineMs / 1000} s after ${inTime} of ${cycles.length} cycles; ` +
      `time to recovery (s): ${cycles.map((cycle) => seconds(cycle.recovery.recoveredMs)).join(', ')}`,
    `${cycles[0]?.recovery.clients ?? 0} parallel clients, first round after each cycle (200s of answers): ` +
      sumAnswers(cycles.map((cycle) => cycle.recovery.first)),
    `edge in flight after each cycle: ${loads.map((load) => load?.inFlight ?? '?').join(', ')}` +
      `; sockets: ${loads.map((load) => load?.sockets ?? '?').join(', ')}`,
    `API answered again after each kill (s, with the supervisor's growing backoff): ` +
      cycles.map((cycle) => seconds(cycle.backMs)).join(', '),
  ];
  return {
    held: moved === undefined && inTime === cycles.length && cycles.length > 0,
    figures: figures.join('\n'),
  };
}

/**
 * `cycles` times: a burst (`connections` x `pipelining` for `burstSeconds`) on the search, the
 * API killed `killBeforeEndMs` before the burst ends (requests under way when it dies), then,
 * once the burst is over and the restarted API answers one request, recoveryCheck.
 */
export async function burstKillCheck({
  base,
  rootPid,
  targets,
  cycles = 10,
  connections = 200,
  pipelining = 10,
  burstSeconds = 8,
  killBeforeEndMs = 500,
  deadlineMs = 5_000,
  log,
}) {
  const edgePid = servicePid(rootPid, 'edge');
  if (edgePid === null) {
    return { held: false, figures: `no running edge process found under pid ${rootPid}` };
  }
  log(`  edge pid ${edgePid}`);
  const done = [];
  for (let cycle = 1; cycle <= cycles; cycle += 1) {
    let apiPid = null;
    await waitFor(async () => (apiPid = servicePid(rootPid, 'api')) !== null, {
      timeoutMs: 60_000,
    });
    if (apiPid === null) {
      log(`  cycle ${cycle}: no API process to kill`);
      break;
    }
    const before = await shopLoad(base);
    const idle = { inFlight: 0, sockets: before?.sockets ?? 0 };
    const burst = runBurst({ base, connections, pipelining, seconds: burstSeconds });
    await sleep(burstSeconds * 1_000 - killBeforeEndMs);
    const { backMs } = await killAndWait({
      pid: apiPid,
      service: 'api',
      rootPid,
      answers: healthy(base),
      log,
    });
    const { summary } = await burst;
    const recovery = await recoveryCheck(base, { targets, idle, deadlineMs });
    const result = { backMs, recovery, edgePid: servicePid(rootPid, 'edge') };
    done.push(result);
    const lines = [
      `cycle ${cycle}: ${summary}`,
      `API answered again ${seconds(backMs)} s after the kill`,
      ...describeRecovery(recovery).split('\n'),
    ];
    log(`  ${lines.join('\n    ')}`);
  }
  return burstKillRow(done, edgePid, deadlineMs);
}
