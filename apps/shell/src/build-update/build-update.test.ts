import {
  claimReload,
  createBuildChecker,
  isLoadFailure,
  latestUrlBeside,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
} from './build-update';

/** A fetch answering from a table of URL -> JSON; anything else is a 404. */
function fakeFetch(table: Record<string, unknown>) {
  const calls: string[] = [];
  const fetcher = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (!(url in table)) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(table[url]), { status: 200 });
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls, table };
}

const shell = { name: 'shell', latestUrl: 'http://shop.test/builds/latest.json' };
const catalog = { name: 'catalog', latestUrl: 'http://cdn.test/catalog/builds/latest.json' };

describe('createBuildChecker', () => {
  it('takes the first answer as the running build and reports a later, published id', async () => {
    const { fetcher, table, calls } = fakeFetch({
      [shell.latestUrl]: { id: 'aaa', timestamp: 1 },
      [catalog.latestUrl]: { id: 'ccc', timestamp: 1 },
    });
    const checker = createBuildChecker(fetcher);
    expect(await checker.check([shell, catalog])).toEqual([]);
    expect(await checker.check([shell, catalog])).toEqual([]);

    table[catalog.latestUrl] = { id: 'ddd', timestamp: 2 };
    table['http://cdn.test/catalog/builds/meta/ddd.json'] = { id: 'ddd', timestamp: 2 };
    expect(await checker.check([shell, catalog])).toEqual(['catalog']);
    expect(calls).toContain('http://cdn.test/catalog/builds/meta/ddd.json');
    // Reported once: the new id is now the known one.
    expect(await checker.check([shell, catalog])).toEqual([]);
  });

  it('ignores a new id whose meta file is missing or names another build', async () => {
    const { fetcher, table } = fakeFetch({ [shell.latestUrl]: { id: 'aaa', timestamp: 1 } });
    const checker = createBuildChecker(fetcher);
    await checker.check([shell]);
    table[shell.latestUrl] = { id: 'bbb', timestamp: 2 };
    expect(await checker.check([shell])).toEqual([]);
    table['http://shop.test/builds/meta/bbb.json'] = { id: 'zzz', timestamp: 2 };
    expect(await checker.check([shell])).toEqual([]);
    table['http://shop.test/builds/meta/bbb.json'] = { id: 'bbb', timestamp: 2 };
    expect(await checker.check([shell])).toEqual(['shell']);
  });

  it('survives an unreachable app, malformed answers and network errors', async () => {
    const { fetcher, table } = fakeFetch({ [shell.latestUrl]: { id: 'aaa', timestamp: 1 } });
    const failing = jest.fn(async (input: RequestInfo | URL) => {
      if (String(input).startsWith('http://cdn.test')) throw new TypeError('Failed to fetch');
      return fetcher(input);
    }) as unknown as typeof fetch;
    const checker = createBuildChecker(failing);
    expect(await checker.check([shell, catalog])).toEqual([]);
    table[shell.latestUrl] = { id: 42 };
    expect(await checker.check([shell, catalog])).toEqual([]);
  });
});

describe('latestUrlBeside', () => {
  it('finds builds/latest.json beside a manifest or at the shell root', () => {
    expect(latestUrlBeside('/', 'http://shop.test')).toBe('http://shop.test/builds/latest.json');
    expect(latestUrlBeside('http://localhost:3001/mf-manifest.json', 'http://shop.test')).toBe(
      'http://localhost:3001/builds/latest.json',
    );
    expect(latestUrlBeside('/remotes/catalog/mf-manifest.json', 'http://shop.test')).toBe(
      'http://shop.test/remotes/catalog/builds/latest.json',
    );
  });
});

describe('isLoadFailure', () => {
  it('knows webpack chunk failures and the federation runtime load failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isLoadFailure(chunk)).toBe(true);
    expect(
      isLoadFailure(
        Object.assign(new Error('Loading CSS chunk 9 failed'), { code: 'CSS_CHUNK_LOAD_FAILED' }),
      ),
    ).toBe(true);
    expect(
      isLoadFailure(new Error('Failed to load script resources. #RUNTIME-008\nargs: {}')),
    ).toBe(true);
    expect(isLoadFailure(new Error('Failed to get manifest. #RUNTIME-003'))).toBe(true);
    expect(isLoadFailure(new Error('wrapped', { cause: chunk }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isLoadFailure(new TypeError('x is undefined'))).toBe(false);
    expect(
      isLoadFailure(new Error('The remote does not expose the requested module. #RUNTIME-014')),
    ).toBe(false);
    expect(isLoadFailure('ChunkLoadError')).toBe(false);
    expect(isLoadFailure(null)).toBe(false);
  });
});

describe('claimReload', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows one reload per path within 10 seconds', () => {
    const t0 = 1_700_000_000_000;
    expect(claimReload('/shop', t0, sessionStorage)).toBe(true);
    expect(claimReload('/shop', t0 + RELOAD_GUARD_MS - 1, sessionStorage)).toBe(false);
    // Another path has a guard of its own.
    expect(claimReload('/en/shop', t0 + 1, sessionStorage)).toBe(true);
    expect(claimReload('/shop', t0 + RELOAD_GUARD_MS, sessionStorage)).toBe(true);
  });

  it('keeps only recent entries and recovers from a damaged log', () => {
    const t0 = 1_700_000_000_000;
    claimReload('/a', t0, sessionStorage);
    claimReload('/b', t0 + RELOAD_GUARD_MS + 1, sessionStorage);
    expect(Object.keys(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!))).toEqual(['/b']);
    sessionStorage.setItem(RELOAD_GUARD_KEY, '{not json');
    expect(claimReload('/b', t0 + RELOAD_GUARD_MS + 2, sessionStorage)).toBe(true);
  });

  it('never reloads without storage, so a failing build cannot loop', () => {
    expect(claimReload('/shop', Date.now(), null)).toBe(false);
  });
});
