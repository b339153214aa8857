import Fastify from 'fastify';
import { EDGE_SECRET_HEADER } from '@shop/api-client/contract';
import { believeForwardedOnlyFromEdge, edgeSecretFromEnv } from './edge-trust';

const secret = 'edge-secret-of-this-test-0123456789';

/** An API-like app behind the edge: who is asking, at which host, over which scheme. */
async function appBehindEdge(trustProxy: string | boolean = 'loopback') {
  const app = Fastify({ logger: false, trustProxy });
  believeForwardedOnlyFromEdge(app, secret);
  app.get('/who', async (request) => ({
    ip: request.ip,
    host: request.host,
    protocol: request.protocol,
    secretSeen: request.headers[EDGE_SECRET_HEADER] ?? null,
  }));
  await app.ready();
  return app;
}

const forged = {
  'x-forwarded-for': '203.0.113.7',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

describe('forwarded headers only from the edge', () => {
  it('are ignored from a trusted address without the secret or with a wrong one', async () => {
    const app = await appBehindEdge();
    for (const headers of [
      forged,
      { ...forged, [EDGE_SECRET_HEADER]: 'guessed-secret-0123456789' },
    ]) {
      const res = await app.inject({ url: '/who', headers: { host: 'api.local', ...headers } });
      expect(res.json()).toEqual({
        ip: '127.0.0.1',
        host: 'api.local',
        protocol: 'http',
        secretSeen: null,
      });
    }
    await app.close();
  });

  it('are believed with the secret from a trusted address, which alone is not enough', async () => {
    const app = await appBehindEdge();
    const res = await app.inject({
      url: '/who',
      headers: { host: 'api.local', ...forged, [EDGE_SECRET_HEADER]: secret },
    });
    // The secret itself goes no further than the check.
    expect(res.json()).toEqual({
      ip: '203.0.113.7',
      host: 'evil.example',
      protocol: 'https',
      secretSeen: null,
    });
    await app.close();
    // The secret from a peer TRUST_PROXY does not name counts for nothing either.
    const untrusting = await appBehindEdge('10.0.0.0/8');
    const fromLoopback = await untrusting.inject({
      url: '/who',
      headers: { ...forged, [EDGE_SECRET_HEADER]: secret },
    });
    expect(fromLoopback.json()).toMatchObject({ ip: '127.0.0.1' });
    await untrusting.close();
  });

  it('come from EDGE_SECRET, refused at start when too short to be a secret', () => {
    expect(edgeSecretFromEnv({})).toBeUndefined();
    expect(edgeSecretFromEnv({ EDGE_SECRET: '  ' })).toBeUndefined();
    expect(edgeSecretFromEnv({ EDGE_SECRET: secret })).toBe(secret);
    expect(() => edgeSecretFromEnv({ EDGE_SECRET: 'short' })).toThrow('EDGE_SECRET');
  });
});
