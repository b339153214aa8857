import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { keyedHash, loadTokenSecret } from './secrets';
import { createSessions, type RequestSession, type Sessions, type TokenOptions } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    /** HMAC with the server's token key, for short secrets such as SMS codes. */
    keyedHash: (value: string) => string;
    /**
     * Hooks routes add (scoped, as `onRequest`) to say what they need. Routes without one never
     * look at the token, so public calls (prices, products) cost no session check.
     */
    auth: {
      /** Reads a valid bearer token if there is one; a bad or expired one counts as none. */
      optional: AuthHook;
      /** Any valid session, Anonymous or User. */
      requireSession: AuthHook;
      /** A signed-in customer. */
      requireUser: AuthHook;
    };
  }
  interface FastifyRequest {
    /** Set by the auth hooks; null when the request carries no (valid) session. */
    session: RequestSession | null;
  }
}

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthPluginOptions {
  tokens: TokenOptions;
  /** TOKEN_SECRET; unset: a generated secret kept in the database. */
  secret?: string;
}

/** The bearer token of a request, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The signed-in customer's id; only after `requireUser`. */
export function customerIdOf(request: FastifyRequest): string {
  const id = request.session?.customerId;
  if (!id) throw businessError(errorCodes.unauthorized, 401);
  return id;
}

/** Every id-taking customer route: the id must be the caller's own. */
export function assertOwnCustomer(request: FastifyRequest, customerId: string): string {
  const own = customerIdOf(request);
  if (own !== customerId) throw businessError(errorCodes.notAuthorized, 403);
  return own;
}

export default fp<AuthPluginOptions>(
  async (fastify, { tokens, secret }) => {
    const key = await loadTokenSecret(fastify.db, secret);
    const sessions = createSessions(fastify.db, key, tokens);
    fastify.decorate('sessions', sessions);
    fastify.decorate('keyedHash', (value: string) => keyedHash(key, value));
    fastify.decorateRequest('session', null);

    const read = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      return token ? sessions.authenticate(token) : undefined;
    };

    fastify.decorate('auth', {
      async optional(request) {
        const result = await read(request);
        request.session = result?.ok ? result.session : null;
      },
      async requireSession(request) {
        const result = await read(request);
        if (!result) throw sessions.errors.unauthorized();
        if (!result.ok) throw businessError(result.code, 401);
        request.session = result.session;
      },
      async requireUser(request) {
        const result = await read(request);
        if (!result) throw sessions.errors.unauthorized();
        if (!result.ok) throw businessError(result.code, 401);
        if (result.session.level !== 'User' || !result.session.customerId)
          throw sessions.errors.unauthorized();
        request.session = result.session;
      },
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
