// Every service process's memory during the run: the resident set (RSS) from /proc, sampled.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { descendants } from '../fault-probe/processes.mjs';

/** RSS of `pid` in bytes, or null once it is gone (Linux). */
export function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The processes to watch: "api=123,edge=456" as given, or every node process below `rootPid`
 * (the cluster runner), named by its app folder (api, shell = edge, a remote) and pid.
 */
export function watchedProcesses({ pids, rootPid }) {
  if (pids) {
    return pids.split(',').map((entry) => {
      const [name, pid] = entry.includes('=') ? entry.split('=') : [`pid`, entry];
      if (!/^\d+$/.test(pid ?? '')) throw new Error(`--pids: "${entry}" is not name=pid`);
      return { name: `${name} ${pid}`, pid: Number(pid) };
    });
  }
  if (!rootPid) return [];
  return descendants(rootPid)
    .filter((proc) => /(^|\/)node$/.test(proc.args[0] ?? '') && /\/apps\//.test(proc.cwd))
    .map((proc) => {
      const app = basename(proc.cwd);
      return { name: `${app === 'shell' ? 'edge' : app} ${proc.pid}`, pid: proc.pid };
    });
}

/** Samples every `everyMs` until stop(); the samples per process, atMs from the start. */
export function sampleMemory(processes, { everyMs = 2_000 } = {}) {
  const started = performance.now();
  const samples = new Map(processes.map((proc) => [proc.name, []]));
  const take = () => {
    const atMs = performance.now() - started;
    for (const proc of processes) {
      const rss = rssOf(proc.pid);
      if (rss !== null) samples.get(proc.name).push({ atMs, rss });
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
