// Keeps the shop's processes running, the way a platform supervisor (systemd `Restart=always`,
// a container restart policy) does in production: a process that exits is started again after
// an exponential backoff, while the others keep serving. Only stop() ends them for good.

/**
 * Restart delays: `initialMs`, doubled (`factor`) with every exit in a row, at most `maxMs`. A
 * process that stayed up `stableMs` or longer before it exited starts the series afresh, so one
 * crash a day is restarted at once while a crash loop does not spin the CPU.
 */
export const defaultBackoff = { initialMs: 500, factor: 2, maxMs: 30_000, stableMs: 60_000 };

/** The delay before restart number `failures + 1` of a series. */
export function restartDelay(failures, { initialMs, factor, maxMs } = defaultBackoff) {
  return Math.min(maxMs, initialMs * factor ** failures);
}

function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

/**
 * @typedef {object} SupervisedProcess What `start` returns: a node ChildProcess or a fake.
 * @property {number | undefined} pid
 * @property {(signal?: NodeJS.Signals) => boolean} kill
 * @property {(event: 'exit' | 'error', listener: (...args: any[]) => void) => unknown} once
 */

/**
 * @param {object} options
 * @param {{ name: string }[]} options.services what to run, in start order
 * @param {(service: { name: string }) => SupervisedProcess} options.start starts one process
 * @param {(line: string) => void} [options.log]
 * @param {Partial<typeof defaultBackoff>} [options.backoff]
 * @param {number} [options.stopTimeoutMs] how long stop() waits for SIGTERM before SIGKILL
 */
export function createSupervisor({
  services,
  start,
  log = console.log,
  backoff = {},
  stopTimeoutMs = 10_000,
}) {
  const policy = { ...defaultBackoff, ...backoff };
  let stopping = false;
  /** @type {Promise<void> | undefined} */
  let stopped;

  const units = services.map((service) => ({
    service,
    /** @type {SupervisedProcess | null} */
    child: null,
    startedAt: 0,
    /** Exits in a row without a stable run in between. */
    failures: 0,
    restarts: 0,
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    timer: undefined,
    /** @type {Promise<void> | null} resolves when the running child has gone */
    gone: null,
  }));

  const prefix = (unit) => `[${unit.service.name}]`.padEnd(11);

  function launch(unit) {
    unit.timer = undefined;
    let child;
    try {
      child = start(unit.service);
    } catch (error) {
      exited(unit, null, `could not start: ${error instanceof Error ? error.message : error}`);
      return;
    }
    unit.child = child;
    unit.startedAt = Date.now();
    let resolveGone;
    unit.gone = new Promise((resolve) => (resolveGone = resolve));
    let done = false;
    const finish = (how) => {
      if (done) return;
      done = true;
      resolveGone();
      exited(unit, child, how);
    };
    child.once('exit', (code, signal) => finish(signal ?? `code ${code}`));
    // A process that cannot be spawned at all (ENOENT, EACCES) reports an error and no exit.
    child.once('error', (error) => {
      if (child.pid === undefined) finish(`could not start: ${error.message}`);
    });
  }

  function exited(unit, child, how) {
    if (child !== null && unit.child !== child) return;
    unit.child = null;
    unit.gone = null;
    if (stopping) {
      log(`${prefix(unit)}stopped (${how})`);
      return;
    }
    const uptime = child === null ? 0 : Date.now() - unit.startedAt;
    if (uptime >= policy.stableMs) unit.failures = 0;
    const delay = restartDelay(unit.failures, policy);
    unit.failures += 1;
    unit.restarts += 1;
    log(
      `${prefix(unit)}exited (${how}) after ${formatSeconds(uptime)}; ` +
        `restart ${unit.restarts} in ${formatSeconds(delay)}`,
    );
    unit.timer = setTimeout(() => {
      if (stopping) return;
      launch(unit);
      log(`${prefix(unit)}restarted (pid ${unit.child?.pid ?? '-'})`);
    }, delay);
  }

  return {
    /** Starts every service once; exits from then on are restarted until stop(). */
    start() {
      for (const unit of units) launch(unit);
    },

    /**
     * Stops everything: pending restarts are dropped, running processes get SIGTERM, and SIGKILL
     * if they are still there after `stopTimeoutMs`. Resolves when every process has gone.
     */
    stop() {
      if (stopped) return stopped;
      stopping = true;
      for (const unit of units) {
        if (unit.timer !== undefined) clearTimeout(unit.timer);
        unit.timer = undefined;
      }
      const running = units.filter((unit) => unit.child !== null);
      for (const unit of running) unit.child.kill('SIGTERM');
      const all = Promise.all(running.map((unit) => unit.gone));
      let killTimer;
      const deadline = new Promise((resolve) => {
        killTimer = setTimeout(resolve, stopTimeoutMs);
      });
      stopped = Promise.race([all.then(() => 'gone'), deadline]).then(async (outcome) => {
        clearTimeout(killTimer);
        if (outcome === 'gone') return;
        for (const unit of units) {
          if (unit.child === null) continue;
          log(`${prefix(unit)}did not stop within ${formatSeconds(stopTimeoutMs)}: SIGKILL`);
          unit.child.kill('SIGKILL');
        }
        await all;
      });
      return stopped;
    },

    /** Sends SIGKILL to every running process at once (a second Ctrl-C). */
    kill() {
      stopping = true;
      for (const unit of units) {
        if (unit.timer !== undefined) clearTimeout(unit.timer);
        unit.child?.kill('SIGKILL');
      }
    },

    /** Name, pid (null while waiting for a restart) and restart count of every service. */
    status() {
      return units.map((unit) => ({
        name: unit.service.name,
        pid: unit.child?.pid ?? null,
        restarts: unit.restarts,
      }));
    },
  };
}
