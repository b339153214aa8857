import { runInTasks, warmIntl } from './start-in-tasks';

describe('runInTasks', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs the steps in order, each in a task of its own', async () => {
    const tasks = jest.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    // Each step notes how many tasks had been queued when it ran.
    const note = (name: string) => () => ran.push(`${name} after ${tasks.mock.calls.length}`);
    const done = runInTasks([note('a'), () => Promise.resolve().then(note('b')), note('c')]);
    // Nothing runs in the caller's task.
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual(['a after 1', 'b after 2', 'c after 3']);
  });

  it('stops at a step that fails and passes its error on', async () => {
    const later = jest.fn();
    await expect(
      runInTasks([() => Promise.reject(new Error('chunk failed')), later]),
    ).rejects.toThrow('chunk failed');
    expect(later).not.toHaveBeenCalled();
  });
});

describe('warmIntl', () => {
  it('uses Intl for the locale, one call per step', () => {
    const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const steps = warmIntl('de');
    expect(supported).not.toHaveBeenCalled();
    for (const step of steps) step();
    expect(supported).toHaveBeenCalledWith('de');
    supported.mockRestore();
  });
});
