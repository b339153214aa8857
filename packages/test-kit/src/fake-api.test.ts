import { createApiClient, isApiError } from '@shop/api-client';
import { endpoints } from '@shop/api-client/contract';
import { apiError, fakeApi, reply, toReply, type ApiCall, type FakeApi } from './fake-api';
import { id, limitOrder } from './sample-limit-order';

/** The real client over the fake, as the render helper wires it. */
function clientOf(api: FakeApi) {
  return createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://shop.test');
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        url,
        query: url.searchParams,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        init,
      };
      const { status, body } = await api.answer(call);
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    },
  });
}

describe('fakeApi', () => {
  it('answers a declared endpoint by its path, with the parameters parsed', async () => {
    const seen: string[] = [];
    const api = fakeApi().on(endpoints.limitOrders.get, ({ params }) => {
      seen.push(params.id);
      return { ...limitOrder, id: params.id };
    });
    await expect(clientOf(api).limitOrders.get(id)).resolves.toEqual(limitOrder);
    expect(seen).toEqual([id]);
    expect(api.callsTo(endpoints.limitOrders.get)).toHaveLength(1);
    expect(api.callsTo(`GET /limit-orders/${id}`)).toHaveLength(1);
    expect(api.callsTo(endpoints.limitOrders.list)).toHaveLength(0);
  });

  it('answers with the declared success status and hands over the parsed query and body', async () => {
    const api = fakeApi().on(endpoints.limitOrders.create, ({ query, body }) => ({
      ...limitOrder,
      locale: query.languageTag ?? 'none',
      quantity: body.quantity,
    }));
    const placed = await clientOf(api).limitOrders.create(
      {
        sku: 'PHI-G-1OZ',
        type: 'buy',
        quantity: 3,
        targetUnitPrice: { centAmount: 240_000, currency: 'EUR' },
        expiresAt: '2099-12-31T17:00:00.000Z',
      },
      { languageTag: 'en' },
    );
    expect(placed).toMatchObject({ locale: 'en', quantity: 3 });
    const [call] = api.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/limit-orders' });
  });

  it('answers an error reply as the API would', async () => {
    const api = fakeApi().on(endpoints.limitOrders.get, () => apiError('LimitOrderNotFound', 404));
    const error: unknown = await clientOf(api)
      .limitOrders.get(id)
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.statusCode, error.code]).toEqual([
      404,
      'LimitOrderNotFound',
    ]);
  });

  it('gives a declared wildcard parameter the rest of the path, slashes included', async () => {
    const seen: unknown[] = [];
    const api = fakeApi().on(endpoints.content.page, ({ params }) => {
      seen.push(params);
      return apiError('page_not_found', 404);
    });
    const error: unknown = await clientOf(api)
      .content.page('at-de', 'über-uns/team')
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('page_not_found');
    expect(seen).toEqual([{ rootFolder: 'at-de', path: 'über-uns/team' }]);
    expect(api.callsTo(endpoints.content.page)).toHaveLength(1);
  });

  it('refuses input the declaration does not accept as the API does', async () => {
    const handler = jest.fn(() => limitOrder);
    const api = fakeApi().on(endpoints.limitOrders.get, handler);
    const error: unknown = await clientOf(api)
      .limitOrders.get('not-a-uuid')
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.statusCode, error.details]).toEqual([
      400,
      [{ path: 'params.id', message: 'must be a limit order id' }],
    ]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('takes raw routes with parameters, then the fallback, else answers 404', async () => {
    const fallback = jest.fn(() => reply(503, { message: 'down' }));
    const api = fakeApi(fallback).on('GET /customers/{id}/addresses', (call) => [call.path]);
    const call = (path: string, method = 'GET') =>
      api.answer({
        method,
        path,
        url: new URL(`http://shop.test/api${path}`),
        query: new URLSearchParams(),
        headers: new Headers(),
        body: undefined,
        init: {},
      });
    await expect(call('/customers/c-1/addresses')).resolves.toEqual({
      status: 200,
      body: ['/customers/c-1/addresses'],
    });
    await expect(call('/customers/c-1/addresses', 'POST')).resolves.toMatchObject({ status: 503 });
    expect(fallback).toHaveBeenCalledTimes(1);
    await expect(fakeApi().answer(api.calls[0]!)).resolves.toMatchObject({
      status: 404,
      body: { name: 'ResourceNotFoundError', statusCode: 404 },
    });
  });

  it('reads a plain { status, body } as a reply and anything else as a 200 body', () => {
    expect(toReply({ status: 201, body: 'made' })).toEqual({ status: 201, body: 'made' });
    expect(toReply({ status: 'pending', body: 'x', more: 1 })).toEqual({
      status: 200,
      body: { status: 'pending', body: 'x', more: 1 },
    });
    expect(apiError('X', 422, [{ path: 'email', message: 'taken' }])).toMatchObject({
      status: 422,
      body: { name: 'OperationNotValidError', code: 'X', details: [{ path: 'email' }] },
    });
  });
});

// The compiler checks a handler's answer against the endpoint's answer type.
fakeApi()
  // @ts-expect-error a limit order's list is no single limit order
  .on(endpoints.limitOrders.list, () => limitOrder)
  // @ts-expect-error the declared parameter is `id`
  .on(endpoints.limitOrders.get, ({ params }) => ({ ...limitOrder, id: params.orderId }));
