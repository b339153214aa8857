import net from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ErrorObjectSchema } from '@shop/api-client/contract';
import type { ConcurrencyGateOptions } from '../lib/concurrency-gate';
import { AppError } from '../lib/errors';
import errorHandler from './error-handler';
import loadShedding, { refuseUnderPressure } from './load-shedding';

/** A promise the test settles by hand: the "database work" of a route. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Waits (polling) until the gate shows the state a step of the test needs. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function appWith(database: ConcurrencyGateOptions, maxEventLoopDelayMs = 0) {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(loadShedding, { database, maxEventLoopDelayMs });
  const work = gate();
  const ran: string[] = [];
  app.get('/db', async (request) => {
    ran.push(String((request.query as { n?: string }).n));
    await work.opened;
    return { ok: true };
  });
  app.post('/orders', async (request) => {
    ran.push(`order ${String((request.query as { n?: string }).n)}`);
    return { ok: true };
  });
  app.get('/checked', { preValidation: async () => void ran.push('checked') }, async () => ({
    ok: true,
  }));
  app.get('/memory', { config: { databaseBound: false } }, async () => ({ ok: true }));
  await app.ready();
  return { app, work, ran };
}

describe('load shedding', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses a database-bound request at once with 503, Retry-After and the error object when the gate is full', async () => {
    const built = await appWith({ maxInFlight: 1, maxQueued: 0, maxWaitMs: 60_000 });
    app = built.app;
    const first = app.inject({ url: '/db?n=1' });
    await until(() => built.ran.length === 1);
    const refused = await app.inject({ url: '/db?n=2' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(v.parse(ErrorObjectSchema, refused.json())).toEqual({
      name: 'RepositoryError',
      message: 'The shop is busy, please try again in a moment',
      code: 'service_overloaded',
      statusCode: 503,
      reason: 'overloaded',
    });
    // Refused before its own hooks and validation run: under a flood that is most of the work.
    expect((await app.inject({ url: '/checked' })).statusCode).toBe(503);
    // Routes that do not touch the database are not behind the gate.
    expect((await app.inject({ url: '/memory' })).statusCode).toBe(200);
    built.work.open();
    expect((await first).statusCode).toBe(200);
    expect(built.ran).toEqual(['1']);
    expect(app.databaseGate.inFlight).toBe(0);
  });

  it('answers 503 repository_timeout to a request that waited too long, without running it', async () => {
    const built = await appWith({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 1 });
    app = built.app;
    const first = app.inject({ url: '/db?n=1' });
    await until(() => built.ran.length === 1);
    const waited = await app.inject({ url: '/db?n=2' });
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('1');
    expect(waited.json()).toMatchObject({
      name: 'RepositoryError',
      code: 'repository_timeout',
      reason: 'timeout',
    });
    built.work.open();
    await first;
    expect(built.ran).toEqual(['1']);
  });

  it('drops a queued request whose client has gone before it runs', async () => {
    const built = await appWith({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 60_000 });
    app = built.app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const send = (n: number) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.write(`GET /db?n=${n} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', () => undefined);
      return { socket, answer: new Promise<string>((r) => socket.on('close', () => r(answer))) };
    };
    const first = send(1);
    await until(() => built.ran.length === 1);
    const gone = send(2);
    await until(() => app!.databaseGate.queued === 1);
    gone.socket.destroy();
    await gone.answer;
    const third = send(3);
    await until(() => app!.databaseGate.queued === 2);
    built.work.open();
    expect(await first.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await third.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(built.ran).toEqual(['1', '3']);
  });

  it('lets an order past the searches waiting for the gate, and into the slot kept for it', async () => {
    const built = await appWith({
      maxInFlight: 2,
      maxQueued: 2,
      maxWaitMs: 60_000,
      reservedForPriority: 1,
    });
    app = built.app;
    const search = app.inject({ url: '/db?n=1' });
    await until(() => built.ran.length === 1);
    // The second slot is kept for orders: searches wait, then are refused.
    const waiting = [app.inject({ url: '/db?n=2' }), app.inject({ url: '/db?n=3' })];
    await until(() => app!.databaseGate.queued === 2);
    expect((await app.inject({ url: '/db?n=4' })).statusCode).toBe(503);
    const order = await app.inject({ method: 'POST', url: '/orders?n=5' });
    expect(order.statusCode).toBe(200);
    expect(built.ran).toEqual(['1', 'order 5']);
    built.work.open();
    await Promise.all([search, ...waiting]);
    expect(app.databaseGate.snapshot()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it('watches the event loop only when a limit is set', async () => {
    const database = { maxInFlight: 1, maxQueued: 0, maxWaitMs: 1000 };
    app = (await appWith(database, 1000)).app;
    expect(app.hasDecorator('isUnderPressure')).toBe(true);
    await app.close();
    app = (await appWith(database, 0)).app;
    expect(app.hasDecorator('isUnderPressure')).toBe(false);
  });

  it('refuses routes under event-loop pressure with the error object, except those marked to stay up', async () => {
    const request = (config: Record<string, unknown>) =>
      ({ routeOptions: { config } }) as unknown as FastifyRequest;
    expect(refuseUnderPressure(request({ shedUnderPressure: false }))).toBeUndefined();
    const order = { routeOptions: { method: 'POST', url: '/orders', config: {} } };
    expect(refuseUnderPressure(order as unknown as FastifyRequest)).toBeUndefined();
    const refusal = await refuseUnderPressure(request({}))!.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).body).toEqual({
      name: 'UnknownError',
      message: 'The shop is busy, please try again in a moment',
      code: 'service_overloaded',
      statusCode: 503,
      reason: 'overloaded',
    });
    expect((refusal as AppError).headers).toEqual({ 'retry-after': '5' });
  });
});
