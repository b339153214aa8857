import { createStore } from 'jotai';
import { apiAvailabilityAtom, watchApiAvailability } from './api-availability';

function setup() {
  const store = createStore();
  const answers: boolean[] = [];
  let checks = 0;
  let recovered = 0;
  const watch = watchApiAvailability({
    store,
    checkHealth: async () => {
      checks += 1;
      const answer = answers.shift();
      if (answer === undefined) throw new Error('unexpected health check');
      return answer;
    },
    pollMs: 5_000,
    onRecovered: () => (recovered += 1),
  });
  return {
    store,
    watch,
    answers,
    availability: () => store.get(apiAvailabilityAtom),
    checks: () => checks,
    recovered: () => recovered,
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('watchApiAvailability', () => {
  it('stays available when the socket drops but /api/health answers', async () => {
    const t = setup();
    t.answers.push(true);
    t.watch.reportDown();
    await jest.advanceTimersByTimeAsync(0);
    expect(t.availability()).toBe('available');
    expect(t.checks()).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.checks()).toBe(1);
  });

  it('marks the API unavailable when /api/health fails, polls, and recovers once it answers', async () => {
    const t = setup();
    t.answers.push(false, false, true);
    t.watch.reportDown();
    await jest.advanceTimersByTimeAsync(0);
    expect(t.availability()).toBe('unavailable');
    // Further drops (each socket reconnect) start no checks of their own.
    t.watch.reportDown();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(t.checks()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.checks()).toBe(2);
    expect(t.availability()).toBe('unavailable');
    expect(t.recovered()).toBe(0);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(t.checks()).toBe(3);
    expect(t.availability()).toBe('available');
    expect(t.recovered()).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.checks()).toBe(3);
  });

  it('counts a health check that throws (network down) as failed', async () => {
    const t = setup();
    t.watch.reportDown();
    await jest.advanceTimersByTimeAsync(0);
    expect(t.availability()).toBe('unavailable');
  });

  it('recovers at once when the socket says Hello, and a check started before cannot undo it', async () => {
    const t = setup();
    t.answers.push(false);
    t.watch.reportDown();
    await jest.advanceTimersByTimeAsync(0);
    expect(t.availability()).toBe('unavailable');
    t.watch.reportUp();
    expect(t.availability()).toBe('available');
    expect(t.recovered()).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(t.checks()).toBe(1);

    let answer: (healthy: boolean) => void = () => undefined;
    const store = createStore();
    const watch = watchApiAvailability({
      store,
      checkHealth: () => new Promise<boolean>((resolve) => (answer = resolve)),
    });
    watch.reportDown();
    watch.reportUp();
    answer(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.get(apiAvailabilityAtom)).toBe('available');
  });

  it('writes nothing after close', async () => {
    const t = setup();
    t.answers.push(false);
    t.watch.reportDown();
    t.watch.close();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.availability()).toBe('available');
    expect(t.checks()).toBe(1);
  });
});
