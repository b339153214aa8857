// The price sockets of the load mix: held by child processes (socket-holder.mjs), and the figures
// of how soon each heard of a recalculation.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { percentile } from './stats.mjs';

const holderPath = fileURLToPath(new URL('./socket-holder.mjs', import.meta.url));

/**
 * Opens `count` sockets to `wsUrls` (round robin) from `processes` children; resolves once all
 * have tried. `report()` gathers what they heard, `stop()` ends them.
 */
export async function holdSockets({ count, wsUrls, processes }) {
  const children = [];
  const share = Math.ceil(count / processes);
  for (let p = 0; p < processes && p * share < count; p++) {
    const child = fork(holderPath, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
    child.send({
      type: 'start',
      count: Math.min(share, count - p * share),
      urls: wsUrls,
      firstAddress: p * share,
    });
  }
  const ready = await Promise.all(children.map(async (child) => (await once(child, 'message'))[0]));
  const ask = async (child) => {
    const answer = once(child, 'message');
    child.send({ type: 'report' });
    return (await answer)[0];
  };
  return {
    opened: ready.reduce((sum, state) => sum + state.opened, 0),
    failedAtStart: ready.reduce((sum, state) => sum + state.failed, 0),
    report: () => Promise.all(children.map(ask)),
    async stop() {
      for (const child of children) {
        child.send({ type: 'stop' });
        child.once('disconnect', () => child.kill());
      }
    },
  };
}

/**
 * Per recalculation heard during the run: how many sockets heard it and how soon, (a) after the
 * first socket heard it (the fan-out across edges and instances) and (b) after the recalculation
 * began (its `lastRecalculatedAt`: includes the recalculation itself). `missed`: sockets open
 * when it was first heard that did not hear it. Only recalculations after `sinceMs` (epoch ms)
 * count, so one heard while the sockets were still being opened does not.
 * @param {{ receipts: Record<string, { heard: number[], openAtFirst: number }> }[]} reports
 */
export function fanOutFigures(reports, sinceMs = 0) {
  const merged = new Map();
  for (const { receipts } of reports) {
    for (const [at, { heard, openAtFirst }] of Object.entries(receipts)) {
      const entry = merged.get(at) ?? { heard: [], open: 0 };
      entry.heard.push(...heard);
      entry.open += openAtFirst;
      merged.set(at, entry);
    }
  }
  const recalculations = [];
  const afterFirst = [];
  const afterBegin = [];
  for (const [at, { heard, open }] of merged) {
    const first = Math.min(...heard);
    if (first < sinceMs) continue;
    const began = Date.parse(at);
    for (const time of heard) {
      afterFirst.push(time - first);
      afterBegin.push(time - began);
    }
    recalculations.push({ at, heard: heard.length, missed: Math.max(0, open - heard.length) });
  }
  afterFirst.sort((a, b) => a - b);
  afterBegin.sort((a, b) => a - b);
  return {
    recalculations,
    missed: recalculations.reduce((sum, r) => sum + r.missed, 0),
    afterFirst: { p50: percentile(afterFirst, 50), p99: percentile(afterFirst, 99) },
    afterBegin: { p50: percentile(afterBegin, 50), p99: percentile(afterBegin, 99) },
  };
}
