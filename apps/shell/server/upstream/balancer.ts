/**
 * Which API instance gets the next call. Round robin over the instances that are up; an
 * instance is taken out by a failed health check or a call that could not connect, and put back
 * by a health check that passes. Pure state: the checks and the proxies drive it.
 */
export interface ApiBalancer {
  /** Every configured instance (base URLs), in configured order. */
  readonly instances: readonly string[];
  /**
   * The next instance up that is not in `tried`. When none is up, the next one not tried at all:
   * the checks may lag behind an instance that is back, and trying costs only a refused connect.
   * Undefined when every instance has been tried.
   */
  choose(tried?: ReadonlySet<string>): string | undefined;
  /** Takes an instance out; true when it was up. */
  markDown(instance: string): boolean;
  /** Puts an instance back; true when it was down. */
  markUp(instance: string): boolean;
  isUp(instance: string): boolean;
  /** The instances up now, in configured order. */
  up(): string[];
}

export function createBalancer(instances: readonly string[]): ApiBalancer {
  if (instances.length === 0) throw new Error('the balancer needs at least one API instance');
  const down = new Set<string>();
  let next = 0;

  const pick = (eligible: (instance: string) => boolean): string | undefined => {
    for (let step = 0; step < instances.length; step += 1) {
      const index = (next + step) % instances.length;
      const instance = instances[index]!;
      if (eligible(instance)) {
        next = index + 1;
        return instance;
      }
    }
    return undefined;
  };

  return {
    instances,
    choose: (tried = new Set()) =>
      pick((instance) => !tried.has(instance) && !down.has(instance)) ??
      pick((instance) => !tried.has(instance)),
    markDown: (instance) => {
      if (!instances.includes(instance) || down.has(instance)) return false;
      down.add(instance);
      return true;
    },
    markUp: (instance) => down.delete(instance),
    isUp: (instance) => !down.has(instance),
    up: () => instances.filter((instance) => !down.has(instance)),
  };
}
