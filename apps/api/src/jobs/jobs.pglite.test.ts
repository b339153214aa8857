import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defineJobsSuite, jobsTestOptions } from '../test/jobs-suite';
import { testPglite } from '../test/templates';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ database: testPglite(), ...jobsTestOptions });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

// The single PGlite process runs the same queue and the same jobs as the instances on PostgreSQL.
describe('the job queue on PGlite', () => {
  defineJobsSuite(() => [app]);
});
