import { ApiError } from './api-error';
import { createApiClient } from './client';
import { json } from './test-support';

const unauthorized = {
  name: 'OperationNotValidError',
  message: 'The access token has expired',
  code: 'unauthorized',
  statusCode: 401,
};
const expired = {
  name: 'OperationNotValidError',
  message: 'The session has expired',
  code: 'session_expired',
  statusCode: 401,
};
const tokenData = { ownerId: 'c1', expiresAt: '2026-11-23T12:00:00.000Z', level: 'User' };
const lookup = { exists: false };

type Handler = (path: string, call: number) => Response;

/**
 * A fake API: answers by path, counts the calls per path, and lets a test hold the refresh
 * answer back so several calls are in flight together.
 */
function fakeApi(handler: Handler) {
  const calls: string[] = [];
  let releaseRefresh: (() => void) | null = null;
  let holdRefresh = false;
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://shop.test').pathname.replace(/^\/api/, '');
    calls.push(path);
    if (path === '/admin/customers/refresh-token' && holdRefresh) {
      await new Promise<void>((resolve) => (releaseRefresh = resolve));
    }
    return handler(path, calls.filter((p) => p === path).length);
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    count: (path: string) => calls.filter((p) => p === path).length,
    hold: () => {
      holdRefresh = true;
    },
    release: () => releaseRefresh?.(),
  };
}

function client(api: ReturnType<typeof fakeApi>, hasSession = () => true) {
  return createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch: api.fetch,
    session: { hasSession },
  });
}

describe('session rules (spec 4)', () => {
  it('fetches one anonymous session, shared by concurrent calls, when there is none', async () => {
    let session = false;
    const api = fakeApi((path) =>
      path === '/admin/customers/anonymous'
        ? json({ ...tokenData, level: 'Anonymous' })
        : json(lookup),
    );
    const apiClient = client(api, () => session);
    const first = apiClient.customers.emailExists('a@b.at');
    const second = apiClient.customers.emailExists('a@b.at');
    await Promise.all([first, second]);
    expect(api.calls).toEqual([
      '/admin/customers/anonymous',
      '/customers/email',
      '/customers/email',
    ]);
    session = true;
    await apiClient.customers.emailExists('a@b.at');
    expect(api.count('/admin/customers/anonymous')).toBe(1);
  });

  it('refreshes once for concurrent 401s and retries each call once', async () => {
    const api = fakeApi((path, call) => {
      if (path === '/admin/customers/refresh-token') return json(tokenData);
      // Every first attempt finds an expired access token.
      return call <= 3 ? json(unauthorized, 401) : json(lookup);
    });
    api.hold();
    const apiClient = client(api);
    const results = Promise.all([
      apiClient.customers.emailExists('a@b.at'),
      apiClient.customers.emailExists('a@b.at'),
      apiClient.customers.emailExists('a@b.at'),
    ]);
    await waitFor(() => api.count('/admin/customers/refresh-token') === 1);
    api.release();
    expect(await results).toEqual([lookup, lookup, lookup]);
    expect(api.count('/admin/customers/refresh-token')).toBe(1);
    expect(api.count('/customers/email')).toBe(6);
  });

  it('does not refresh again for a 401 to a call sent before the last refresh', async () => {
    let refreshed = false;
    const api = fakeApi((path) => {
      if (path === '/admin/customers/refresh-token') {
        refreshed = true;
        return json(tokenData);
      }
      return refreshed ? json(lookup) : json(unauthorized, 401);
    });
    const apiClient = client(api);
    await apiClient.customers.emailExists('a@b.at');
    await apiClient.customers.emailExists('a@b.at');
    expect(api.count('/admin/customers/refresh-token')).toBe(1);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const api = fakeApi((path) =>
      path === '/admin/customers/refresh-token' ? json(tokenData) : json(unauthorized, 401),
    );
    await expect(client(api).customers.me()).rejects.toMatchObject({ code: 'unauthorized' });
    expect(api.calls).toEqual(['/customers/me', '/admin/customers/refresh-token', '/customers/me']);
  });

  it('fires auth-failed once when the refresh answers 401, and fails every waiting call', async () => {
    const api = fakeApi((path) =>
      path === '/admin/customers/refresh-token' ? json(expired, 401) : json(unauthorized, 401),
    );
    api.hold();
    const apiClient = client(api);
    const failed: ApiError[] = [];
    apiClient.onAuthFailed((error) => failed.push(error));
    const calls = [apiClient.customers.me(), apiClient.customers.emailExists('a@b.at')];
    await waitFor(() => api.count('/admin/customers/refresh-token') === 1);
    // A call made while the refresh runs waits for it instead of earning its own 401.
    const late = apiClient.customers.me();
    api.release();
    for (const call of [...calls, late])
      await expect(call).rejects.toMatchObject({ code: 'session_expired', statusCode: 401 });
    expect(failed.map((e) => e.code)).toEqual(['session_expired']);
    expect(api.count('/admin/customers/refresh-token')).toBe(1);
    expect(api.count('/customers/me')).toBe(1);
  });

  it('does not fire auth-failed when the refresh fails for another reason', async () => {
    const api = fakeApi((path) =>
      path === '/admin/customers/refresh-token'
        ? json({ ...expired, code: 'unknown_error', statusCode: 503 }, 503)
        : json(unauthorized, 401),
    );
    const apiClient = client(api);
    const listener = jest.fn();
    apiClient.onAuthFailed(listener);
    await expect(apiClient.customers.me()).rejects.toMatchObject({ statusCode: 503 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('leaves wrong credentials and the session calls themselves alone', async () => {
    const wrong = { ...unauthorized, code: 'invalid_credentials' };
    const api = fakeApi((path) =>
      path === '/admin/customers/anonymous'
        ? json({ ...tokenData, level: 'Anonymous' })
        : json(wrong, 401),
    );
    const apiClient = client(api, () => false);
    await expect(apiClient.auth.login('a@b.at', 'x')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    await expect(apiClient.customers.changePassword('Old12345', 'New12345')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    expect(api.count('/admin/customers/refresh-token')).toBe(0);
    expect(api.calls).toEqual([
      '/customers/login',
      '/admin/customers/anonymous',
      '/customers/change-password',
    ]);
  });

  it('lets one tab refresh while another waits, and the other retries with the renewed session', async () => {
    // Two tabs share the cookie jar (the stamp) and the browser's lock; the fake API stands for
    // the edge, whose refresh renews the stamp. A second refresh with the same cookie would be
    // taken for token reuse and end the session.
    let stamp = 'expires-1';
    const api = fakeApi((path) => {
      if (path === '/admin/customers/refresh-token') {
        stamp = 'expires-2';
        return json(tokenData);
      }
      return stamp === 'expires-1' ? json(unauthorized, 401) : json(lookup);
    });
    let queue = Promise.resolve();
    const exclusive = <T>(run: () => Promise<T>): Promise<T> => {
      const result = queue.then(run);
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    };
    const tab = () =>
      createApiClient({
        baseUrl: '/api',
        storeKey: 'at',
        fetch: api.fetch,
        session: { hasSession: () => true, sessionStamp: () => stamp, exclusive },
      });
    const [first, second] = [tab(), tab()];
    expect(
      await Promise.all([
        first.customers.emailExists('a@b.at'),
        second.customers.emailExists('a@b.at'),
      ]),
    ).toEqual([lookup, lookup]);
    expect(api.count('/admin/customers/refresh-token')).toBe(1);
  });

  it('is off for clients without session rules (servers)', async () => {
    const api = fakeApi(() => json(unauthorized, 401));
    const apiClient = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch: api.fetch });
    await expect(apiClient.customers.me()).rejects.toBeInstanceOf(ApiError);
    expect(api.calls).toEqual(['/customers/me']);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 0));
  if (!condition()) throw new Error('condition not reached');
}
