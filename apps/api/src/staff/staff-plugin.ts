import fp from 'fastify-plugin';
import type { onRequestHookHandler } from 'fastify';
import { errorCodes } from '@shop/api-client/contract';
import { encrypt } from '../application/crypto';
import { businessError } from '../lib/business-errors';
import { bearerToken } from '../sessions/auth';
import { seedDemoStaff } from './demo';
import { createStaffManagement } from './management';
import staffManagementRoutes from './management-routes';
import staffRoutes from './routes';
import { createStaffSessions, type StaffSessions } from './sessions';
import { createStaffSignIn, type StaffSignIn } from './sign-in';

declare module 'fastify' {
  interface FastifyInstance {
    staffAuth: {
      /**
       * The staff guard: a feature makes its staff scope with
       * `guardScope(scope, 'staff', fastify.staffAuth.guard)`. Reads the bearer token's staff
       * session into `request.staff`; 401 staff_unauthorized without an open one.
       */
      guard: onRequestHookHandler;
      sessions: StaffSessions;
      signIn: StaffSignIn;
    };
  }
}

export interface StaffOptions {
  /** SEED_DEMO_STAFF=true: create the demo members of the README when missing. */
  seedDemoStaff: boolean;
  /** The clock of sessions and codes (tests move it on). */
  now: () => Date;
}

export const staffOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): StaffOptions => ({
  seedDemoStaff: env.SEED_DEMO_STAFF === 'true',
  now: () => new Date(),
});

/**
 * The dealer's staff (issue 25): their sessions and the guard every staff route runs behind,
 * sign-in with password and one-time code, and the member's own routes.
 */
export default fp<StaffOptions>(
  async (fastify, { seedDemoStaff: seed, now }) => {
    // Derived from the server's token key (TOKEN_SECRET, or the generated one in the database):
    // the authenticator secrets are not readable from a copy of their table alone.
    const secretKey = Buffer.from(fastify.keyedHash('staff authenticator secrets'), 'hex');
    const sessions = createStaffSessions(fastify.db, now);
    const signIn = createStaffSignIn({
      db: fastify.db,
      rateLimits: fastify.rateLimits,
      sessions,
      keyedHash: fastify.keyedHash,
      secretKey,
      now,
    });
    fastify.decorateRequest('staff', null);
    fastify.decorate('staffAuth', {
      async guard(request) {
        const token = bearerToken(request);
        const principal = token ? await sessions.authenticate(token) : null;
        if (!principal) throw businessError(errorCodes.staffUnauthorized, 401);
        request.staff = principal;
      },
      sessions,
      signIn,
    });
    if (seed) {
      const created = await seedDemoStaff(fastify.db, (memberId, secret) =>
        encrypt(secretKey, secret, memberId),
      );
      if (created > 0) fastify.log.info({ created }, 'Seeded the demo staff');
    }
    await fastify.register(staffRoutes);
    await fastify.register(staffManagementRoutes(createStaffManagement(fastify.db, now)));
  },
  { name: 'staff', dependencies: ['db', 'auth', 'rate-limits'] },
);
