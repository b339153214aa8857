import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EDGE_SECRET_HEADER } from '@shop/api-client/contract';

/** The headers by which a proxy names the client, its host and scheme (Fastify's trustProxy). */
const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/** Shortest EDGE_SECRET: it stands between any local process and every per-address limit. */
export const edgeSecretMinLength = 16;

/**
 * EDGE_SECRET: the value the edge sends in its secret header (`npm start` generates one and gives
 * it to every service). Set, the API believes X-Forwarded-* only from a TRUST_PROXY peer that
 * also sends it; unset, from any TRUST_PROXY peer, so a process on the edge's machine could
 * name any client address.
 */
export function edgeSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const secret = env.EDGE_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < edgeSecretMinLength)
    throw new Error(`EDGE_SECRET must be at least ${edgeSecretMinLength} characters long`);
  return secret;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the call carries the edge's secret; compared in constant time. */
export function carriesEdgeSecret(given: string | string[] | undefined, secret: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(secret));
}

/**
 * With EDGE_SECRET, X-Forwarded-* count only on a call that carries it: a trusted address alone
 * (TRUST_PROXY) is not enough, since on the shop's one machine any local process or a server-side
 * request shares the edge's 127.0.0.1. Without the secret the headers are dropped before
 * anything reads them, so request.ip, host and protocol are the connection's own. The secret
 * itself is dropped too, so no log or handler ever sees it.
 */
export function believeForwardedOnlyFromEdge(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    if (!carriesEdgeSecret(headers[EDGE_SECRET_HEADER], secret))
      for (const name of forwardedHeaders) delete headers[name];
    delete headers[EDGE_SECRET_HEADER];
    done();
  });
}
