/**
 * The header by which the edge proves that a call comes from it (its value is EDGE_SECRET). The
 * API believes X-Forwarded-* only with it, and the remotes' static servers give their server
 * bundles only to it: on a shared machine a local process has the edge's address too.
 */
export const EDGE_SECRET_HEADER = 'x-edge-secret';
