import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { repositoryCall } from '../lib/errors';

export function createHealthRepository(db: Database) {
  return {
    ping: () => repositoryCall(async () => void (await db.execute(sql`select 1`))),
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    healthRepository: HealthRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('healthRepository', createHealthRepository(fastify.db));
  },
  { name: 'health-repository', dependencies: ['db'] },
);
