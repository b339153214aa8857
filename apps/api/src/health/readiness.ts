import { hostname } from 'node:os';

/**
 * Whether this instance takes new work. From SIGTERM on it drains: its readiness check answers
 * 503 so the edges and an orchestrator send new calls elsewhere, while what it has is finished.
 */
export interface Readiness {
  /** The name /health and /health/ready answer with: INSTANCE_ID, else host name and pid. */
  readonly instance: string;
  isDraining(): boolean;
  drain(): void;
}

export function instanceIdFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.INSTANCE_ID?.trim() || `${hostname()}-${process.pid}`;
}

export function createReadiness(instance: string = instanceIdFromEnv()): Readiness {
  let draining = false;
  return {
    instance,
    isDraining: () => draining,
    drain: () => {
      draining = true;
    },
  };
}
