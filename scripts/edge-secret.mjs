import { randomBytes } from 'node:crypto';

/**
 * EDGE_SECRET for one run of the shop: the operator's, or a fresh one. Every service gets the
 * same value: the edge sends it, the API believes the edge's X-Forwarded-For only with it, and
 * the remotes' static servers give their server builds only to it. Generated per start, so no
 * process on the machine that was not given it can pass for the edge.
 * @param {NodeJS.ProcessEnv} env
 */
export function edgeSecretOf(env) {
  return env.EDGE_SECRET?.trim() || randomBytes(32).toString('base64url');
}
