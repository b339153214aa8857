import type { ApiBalancer } from './balancer';

/** Asks one instance whether it takes new calls; false (or a rejection) takes it out. */
export type Probe = (instance: string, signal: AbortSignal) => Promise<boolean>;

export interface HealthCheckOptions {
  balancer: ApiBalancer;
  /** How often every instance is asked (API_HEALTH_INTERVAL_MS, 500). */
  intervalMs: number;
  /** An answer later than this counts as a failure. */
  timeoutMs: number;
  probe: Probe;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/** The API's readiness: 503 from SIGTERM on, while it finishes what it has (health/routes.ts). */
export const readinessProbe: Probe = async (instance, signal) => {
  const response = await fetch(`${instance.replace(/\/+$/, '')}/health/ready`, {
    signal,
    headers: { accept: 'application/json' },
  });
  // The body is read so the connection goes back to the pool.
  await response.arrayBuffer();
  return response.ok;
};

/**
 * Asks every instance every `intervalMs` and takes it out at its first failed or late answer, so
 * a dead or draining instance is out within interval + timeout; the first good answer puts it
 * back. One check per instance at a time: a slow one is not asked again until it answered.
 */
export function startHealthChecks({
  balancer,
  intervalMs,
  timeoutMs,
  probe,
  log,
}: HealthCheckOptions): { stop(): void; checkNow(): Promise<void> } {
  const pending = new Map<string, Promise<void>>();
  const controller = new AbortController();

  const check = (instance: string): Promise<void> => {
    const running = pending.get(instance);
    if (running) return running;
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(timeoutMs)]);
    const done = probe(instance, signal)
      .catch(() => false)
      .then((ok) => {
        if (controller.signal.aborted) return;
        if (ok && balancer.markUp(instance)) log.info({ instance }, 'API instance back in');
        if (!ok && balancer.markDown(instance))
          log.warn({ instance }, 'API instance failed its health check: taken out');
      })
      .finally(() => pending.delete(instance));
    pending.set(instance, done);
    return done;
  };
  const checkNow = async () => {
    await Promise.all(balancer.instances.map(check));
  };

  const timer = setInterval(() => void checkNow(), intervalMs);
  timer.unref();
  void checkNow();
  return {
    checkNow,
    stop: () => {
      clearInterval(timer);
      controller.abort();
    },
  };
}
