/** @jest-environment node */
import { createOutboxAccess } from './outbox-access';
import { edgeTestbed, send } from './test-helpers';

const bed = edgeTestbed();

const NOT_FOUND = {
  name: 'ResourceNotFoundError',
  message: 'Route not found: GET /dev/outbox',
  code: 'route_not_found',
  statusCode: 404,
};

const outboxUrl = '/api/dev/outbox?to=anna%40example.com';

describe('the outbox at the edge', () => {
  it('is passed on for this machine asking at localhost or a name under it', async () => {
    const app = await bed.makeApp();
    for (const host of ['localhost:3000', 'de.localhost:3000']) {
      const before = bed.api.requests.length;
      await send(app, { url: outboxUrl, headers: { host } });
      expect(bed.api.requests.slice(before).map((r) => r.url)).toEqual([
        '/dev/outbox?to=anna%40example.com',
      ]);
    }
  });

  it('is a route that does not exist for any other Host, and the API is not asked', async () => {
    const app = await bed.makeApp();
    const before = bed.api.requests.length;
    // 127.0.0.1 serves the local shop's pages, but is no name the outbox answers at.
    const answer = await send(app, { url: outboxUrl, headers: { host: '127.0.0.1:3000' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual(NOT_FOUND);
    expect(bed.api.requests.length).toBe(before);
  });

  it('does not exist at all once the shop serves a public origin', async () => {
    const app = await bed.makeApp({
      SHOP_ORIGINS: 'http://localhost:3000,https://shop.example.at',
    });
    const before = bed.api.requests.length;
    const answer = await send(app, { url: outboxUrl, headers: { host: 'localhost:3000' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual(NOT_FOUND);
    expect(bed.api.requests.length).toBe(before);
  });

  it('answers only a client on the loopback interface, whatever it claims', () => {
    const refusal = createOutboxAccess(['http://localhost:3000']);
    const ask = (remoteAddress: string) =>
      refusal({
        url: outboxUrl,
        method: 'GET',
        host: 'localhost:3000',
        socket: { remoteAddress },
      });
    expect(ask('127.0.0.1')).toBeNull();
    expect(ask('::1')).toBeNull();
    expect(ask('10.0.0.7')).toEqual(NOT_FOUND);
    expect(ask('203.0.113.9')).toEqual(NOT_FOUND);
    // Other paths are not its business.
    expect(
      refusal({
        url: '/api/health',
        method: 'GET',
        host: 'x',
        socket: { remoteAddress: '10.0.0.7' },
      }),
    ).toBeNull();
  });
});
