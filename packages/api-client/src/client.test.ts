import { ApiError, isApiError } from './api-error';
import { createApiClient } from './client';
import { buildUrl } from './request';
import { fakeFetch, json, sampleProduct, textResponse } from './test-support';

const searchResponse = {
  results: [sampleProduct],
  total: 1,
  page: 1,
  limit: 24,
  facets: {
    categories: [{ key: 'gold-coins', count: 1 }],
    metals: [{ key: 'gold', count: 1 }],
    manufacturers: [],
  },
};

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('createApiClient', () => {
  it('sends the store key and JSON accept header, and no Authorization without a token', async () => {
    const { fetch, calls } = fakeFetch(json([]));
    const api = createApiClient({ baseUrl: '/api/', storeKey: 'ch', fetch });
    await api.products.categories();
    expect(calls[0]?.url).toBe('/api/products/categories');
    expect(headersOf(calls[0]!.init)).toEqual({ accept: 'application/json', 'x-store-key': 'ch' });
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('names the address of an order’s slip in its own base, without fetching it', () => {
    const { fetch, calls } = fakeFetch(json([]));
    const api = createApiClient({ baseUrl: '/api/', storeKey: 'at', fetch });
    expect(api.orders.slipUrl('a/b', 'de-AT')).toBe('/api/orders/a%2Fb/slip.pdf?languageTag=de-AT');
    const server = createApiClient({ baseUrl: 'http://api:4000', storeKey: 'at', fetch });
    expect(server.orders.slipUrl('1')).toBe('http://api:4000/orders/1/slip.pdf');
    expect(calls).toHaveLength(0);
  });

  it('adds a Bearer token from an async token source', async () => {
    const { fetch, calls } = fakeFetch(json([]));
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:4000',
      storeKey: 'at',
      fetch,
      getToken: async () => 'tok-123',
    });
    await api.products.identifiers();
    expect(headersOf(calls[0]!.init).authorization).toBe('Bearer tok-123');
  });

  it('serializes search parameters and validates the response', async () => {
    const { fetch, calls } = fakeFetch(json(searchResponse));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'de', fetch });
    const result = await api.products.search({
      text: 'krügerrand',
      page: 2,
      limit: 10,
      metal: 'gold',
      category: undefined,
    });
    expect(calls[0]?.url).toBe(
      '/api/products/search?text=kr%C3%BCgerrand&page=2&limit=10&metal=gold',
    );
    expect(result.results[0]?.sku).toBe('CGO-KRU-1OZ');
  });

  it('encodes content paths segment by segment and asks for drafts with the editor token', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    await api.content
      .page('at-de', '/über-uns/team/', { version: 'draft', editorToken: 'e' })
      .catch(() => undefined);
    expect(calls[0]?.url).toBe('/api/content/page/at-de/path/%C3%BCber-uns/team?version=draft');
    expect(headersOf(calls[0]!.init)['x-content-editor-token']).toBe('e');
  });

  it('throws the API error object as an ApiError', async () => {
    const body = {
      name: 'OperationNotValidError',
      message: 'The request is not valid',
      code: 'invalid_request',
      statusCode: 400,
      reason: 'validation',
      details: [{ path: 'query.page', message: 'must be at least 1' }],
    };
    const { fetch } = fakeFetch(json(body, 400));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    const error = await api.products.search({ page: 0 }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).toJSON()).toEqual(body);
    expect((error as ApiError).name).toBe('OperationNotValidError');
  });

  it('turns a non-JSON failure into UnknownError with the HTTP status', async () => {
    const { fetch } = fakeFetch(textResponse('<html>Bad gateway</html>', 502));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    await expect(api.products.categories()).rejects.toMatchObject({
      name: 'UnknownError',
      code: 'unknown_error',
      statusCode: 502,
    });
  });

  it('turns a JSON failure that is not an error object into UnknownError', async () => {
    const { fetch } = fakeFetch(json({ error: 'Internal Server Error', statusCode: 500 }, 500));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    await expect(api.products.categories()).rejects.toMatchObject({
      name: 'UnknownError',
      statusCode: 500,
    });
  });

  it('turns a network failure into UnknownError with status 0', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    const error = (await api.products.categories().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'UnknownError', code: 'network_error', statusCode: 0 });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('lets a cancelled request reject with the AbortError itself', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { fetch } = fakeFetch(abort);
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    await expect(api.products.categories()).rejects.toBe(abort);
  });

  it('refuses a successful response that breaks the contract', async () => {
    const { fetch } = fakeFetch(
      json({ ...searchResponse, results: [{ ...sampleProduct, availability: 'maybe' }] }),
    );
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    await expect(api.products.search()).rejects.toMatchObject({
      name: 'UnknownError',
      code: 'invalid_response',
      statusCode: 200,
    });
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, calls } = fakeFetch(json({ status: 'ok', instance: 'api-1' }));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    const { HealthSchema } = await import('./schemas/health');
    await api.request('/health', { method: 'POST', body: { a: 1 }, schema: HealthSchema });
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(headersOf(calls[0]!.init)['content-type']).toBe('application/json');
  });
});

describe('a request the API refused as overloaded', () => {
  const overloaded = {
    name: 'UnknownError',
    message: 'The shop is busy, please try again in a moment',
    code: 'service_overloaded',
    statusCode: 503,
    reason: 'overloaded',
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is sent again after Retry-After, a write too (nothing was done)', async () => {
    const { fetch, calls } = fakeFetch(
      json(overloaded, 503, { 'retry-after': '1' }),
      json({ status: 'ok', instance: 'api-1' }),
    );
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    const { HealthSchema } = await import('./schemas/health');
    const answer = api.request('/health', { method: 'POST', body: { a: 1 }, schema: HealthSchema });
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ status: 'ok', instance: 'api-1' });
    expect(calls.map((c) => [c.init.method, c.init.body])).toEqual([
      ['POST', '{"a":1}'],
      ['POST', '{"a":1}'],
    ]);
  });

  it('fails with the 503 after two retries', async () => {
    const { fetch, calls } = fakeFetch(json(overloaded, 503, { 'retry-after': '60' }));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    const answer = api.products.categories();
    const failed = expect(answer).rejects.toMatchObject({ code: 'service_overloaded' });
    // A long Retry-After is capped at 5 s per wait.
    await jest.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(calls).toHaveLength(3);
  });

  it('is not sent again for any other 503, which may have been handled', async () => {
    const { fetch, calls } = fakeFetch(
      json({ ...overloaded, code: 'repository_timeout', reason: 'timeout' }, 503),
    );
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    await expect(api.products.categories()).rejects.toMatchObject({ statusCode: 503 });
    expect(calls).toHaveLength(1);
  });

  it('stops waiting when the caller cancels', async () => {
    const { fetch, calls } = fakeFetch(json(overloaded, 503, { 'retry-after': '1' }));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    const controller = new AbortController();
    const answer = api.products.categories({ signal: controller.signal });
    const cancelled = expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await jest.advanceTimersByTimeAsync(10);
    controller.abort();
    await cancelled;
    expect(calls).toHaveLength(1);
  });
});

describe('buildUrl', () => {
  it('joins base and path and drops empty query values', () => {
    expect(
      buildUrl('http://api.test/', '/products/search', { a: 1, b: undefined, c: null, d: false }),
    ).toBe('http://api.test/products/search?a=1&d=false');
    expect(buildUrl('/api', '/health')).toBe('/api/health');
  });
});
