import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import {
  controlledFeed,
  defineStaleFeedSuite,
  staleFeedMaxAgeSeconds,
} from '../test/stale-feed-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded catalogue and prices, on a feed the suite
// takes down and makes stale.
const { feed, state } = controlledFeed();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0, feed, feedMaxAgeSeconds: staleFeedMaxAgeSeconds },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('a failing and stale spot feed on PGlite', () => {
  defineStaleFeedSuite(() => app, state);
});
