import Fastify, { type FastifyInstance } from 'fastify';
import { connectDatabase, type DatabaseConnection } from '../db/client';
import { migrate } from '../db/migrate';
import errorHandler from '../plugins/error-handler';
import { createRateLimits } from '../plugins/rate-limits/rate-limits';
import { defaultRateLimitRules } from '../plugins/rate-limits/rules';
import { createDatabaseCounterStore } from '../plugins/rate-limits/store';
import sessionRoutes from './routes';

let connection: DatabaseConnection;

beforeAll(async () => {
  connection = await connectDatabase({ kind: 'pglite-memory' });
  await migrate(connection);
}, 60_000);

afterAll(async () => {
  await connection?.close();
});

/** The token routes alone, with guest sessions stubbed and a limit of two per address. */
async function sessionsApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  const counters = createDatabaseCounterStore(connection.db);
  app.addHook('onClose', () => counters.close());
  app.decorate(
    'rateLimits',
    createRateLimits(counters, {
      ...defaultRateLimitRules,
      anonymousAddress: { ...defaultRateLimitRules.anonymousAddress, limit: 2 },
    }),
  );
  let issued = 0;
  app.decorate('sessions', {
    startAnonymous: async () => ({ ownerId: `guest-${(issued += 1)}` }),
  } as unknown as FastifyInstance['sessions']);
  await app.register(sessionRoutes);
  await app.ready();
  return app;
}

describe('guest sessions', () => {
  it('are limited per client address, with Retry-After, and other addresses go on', async () => {
    const app = await sessionsApp();
    const from = (remoteAddress: string) =>
      app.inject({ url: '/admin/customers/anonymous', remoteAddress });
    expect((await from('198.51.100.7')).json()).toEqual({ ownerId: 'guest-1' });
    expect((await from('198.51.100.7')).statusCode).toBe(200);
    const refused = await from('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests', statusCode: 429 });
    expect((await from('198.51.100.8')).json()).toEqual({ ownerId: 'guest-3' });
    await app.close();
  });
});
