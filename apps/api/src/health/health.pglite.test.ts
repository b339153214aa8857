import type { FastifyInstance } from 'fastify';
import { HealthSchema, ReadinessSchema } from '@shop/api-client/contract';
import { buildApp } from '../app';
import { getError, getJson } from '../test/helpers';
import { testPglite } from '../test/templates';
import { SERVICE_RESTART } from '../plugins/websocket';
import { createReadiness } from './readiness';

const readiness = createReadiness('api-test-7');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ database: testPglite(), prices: { intervalSeconds: 0 }, readiness });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('health and readiness of one instance', () => {
  it('names the instance that answered', async () => {
    expect(await getJson(app, '/health', HealthSchema)).toEqual({
      status: 'ok',
      instance: 'api-test-7',
    });
    expect(await getJson(app, '/health/ready', ReadinessSchema)).toEqual({
      status: 'ready',
      instance: 'api-test-7',
    });
  });

  it('is not ready once draining, still alive, and closes its price sockets with 1012', async () => {
    const socket = await app.injectWS('/prices/socket');
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));

    readiness.drain();
    const refused = await getError(app, '/health/ready');
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'instance_draining', statusCode: 503 });
    expect(await getJson(app, '/health', HealthSchema)).toMatchObject({ status: 'ok' });

    await app.close();
    expect(await closed).toBe(SERVICE_RESTART);
    socket.terminate();
  });
});
