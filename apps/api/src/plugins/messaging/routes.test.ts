import { buildApp } from '../../app';
import { testLoadShedding } from '../../test/helpers';
import { testPglite } from '../../test/templates';

describe('the outbox of a shop with a public origin', () => {
  it('does not exist, even for this machine', async () => {
    const app = await buildApp({
      database: testPglite(),
      loadShedding: testLoadShedding({ kind: 'pglite-memory' }),
      prices: {
        intervalSeconds: 0,
        allowedOrigins: ['http://localhost:3000', 'https://shop.example.at'],
      },
    });
    try {
      const res = await app.inject({ url: '/dev/outbox?to=anna%40example.com' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'route_not_found', statusCode: 404 });
    } finally {
      await app.close();
    }
  }, 120_000);
});
