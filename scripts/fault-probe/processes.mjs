// Finds the shop's service processes under the supervisor (`node scripts/shop.mjs start`, or
// `npm start` above it) through /proc, so the probe can kill exactly one of them (Linux only).
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields start after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function describe(pid) {
  try {
    return {
      pid,
      args: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean),
      cwd: readlinkSync(`/proc/${pid}/cwd`),
    };
  } catch {
    return null;
  }
}

/** Every living process below `rootPid`, with its arguments and working directory. */
export function descendants(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(entry);
    if (parent === null) continue;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(Number(entry));
  }
  const found = [];
  const queue = [...(children.get(rootPid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift();
    const info = describe(pid);
    if (info) found.push(info);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/**
 * The pid of one service: `api`, `edge` or a remote (`catalog`, `checkout`, `account`,
 * `content`), told apart by the app folder it runs in (scripts/shop.mjs starts each in its own).
 * Null while it is not running (between an exit and its restart).
 */
export function servicePid(rootPid, name) {
  return servicePids(rootPid, name)[0] ?? null;
}

/** Every running process of one service: the cluster runs several APIs and edges. */
export function servicePids(rootPid, name) {
  const folder = `/apps/${name === 'edge' ? 'shell' : name}`;
  return descendants(rootPid)
    .filter((proc) => proc.cwd.endsWith(folder) && /(^|\/)node$/.test(proc.args[0] ?? ''))
    .map((proc) => proc.pid);
}

/** True while `pid` exists (and is not a zombie). */
export function isAlive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
