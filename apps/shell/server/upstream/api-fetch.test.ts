/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EDGE_SECRET_HEADER } from '@shop/api-client/contract';
import { createApiFetch } from './api-fetch';
import { createBalancer } from './balancer';
import { deadUrl } from '../test-helpers';

describe("the edge's own API calls", () => {
  let server: Server;
  let live: string;
  const seen: Array<{ url: string; headers: Record<string, unknown> }> = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    live = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("carry the edge secret and the visitor's address, replacing a claimed one", async () => {
    const apiFetch = createApiFetch({ balancer: createBalancer([live]), edgeSecret: 's3cret' });
    const response = await apiFetch('203.0.113.9')(`${live}/products/search?text=gold`, {
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({
      url: '/products/search?text=gold',
      headers: { [EDGE_SECRET_HEADER]: 's3cret', 'x-forwarded-for': '203.0.113.9' },
    });
    await apiFetch()(`${live}/versions`);
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('go to an instance that is up: one refusing connections is taken out and the call retried', async () => {
    const dead = await deadUrl();
    const balancer = createBalancer([dead, live]);
    const apiFetch = createApiFetch({ balancer, edgeSecret: undefined });
    const before = seen.length;
    const response = await apiFetch('198.51.100.1')(`${dead}/orders`, {
      method: 'POST',
      body: '{"a":1}',
    });
    expect(response.status).toBe(200);
    expect(seen.length).toBe(before + 1);
    expect(balancer.up()).toEqual([live]);
  });
});
