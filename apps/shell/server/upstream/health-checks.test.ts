/** @jest-environment node */
import { createBalancer } from './balancer';
import { startHealthChecks } from './health-checks';

const quiet = { info: () => undefined, warn: () => undefined };
const [a, b] = ['http://a:4001', 'http://b:4002'] as const;

describe('the API health checks', () => {
  it('take an instance out at its first failed check and put it back at its first good one', async () => {
    const balancer = createBalancer([a, b]);
    const answers = new Map<string, boolean | 'throws' | 'hangs'>([
      [a, true],
      [b, true],
    ]);
    const checks = startHealthChecks({
      balancer,
      intervalMs: 60_000,
      timeoutMs: 50,
      log: quiet,
      probe: (instance, signal) => {
        const answer = answers.get(instance);
        if (answer === 'throws') return Promise.reject(new Error('ECONNREFUSED'));
        if (answer === 'hangs')
          return new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason)),
          );
        return Promise.resolve(answer === true);
      },
    });
    try {
      await checks.checkNow();
      expect(balancer.up()).toEqual([a, b]);
      answers.set(b, 'throws');
      await checks.checkNow();
      expect(balancer.up()).toEqual([a]);
      answers.set(a, 'hangs');
      answers.set(b, true);
      await checks.checkNow();
      expect(balancer.up()).toEqual([b]);
      answers.set(a, false);
      await checks.checkNow();
      expect(balancer.up()).toEqual([b]);
      answers.set(a, true);
      await checks.checkNow();
      expect(balancer.up()).toEqual([a, b]);
    } finally {
      checks.stop();
    }
  });
});
