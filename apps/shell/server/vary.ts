import type { FastifyReply } from 'fastify';

/** Both lists of header names in one, each name once (the first spelling kept). */
function mergeVary(a: string, b: string): string {
  const names = [...a.split(','), ...b.split(',')].map((s) => s.trim()).filter(Boolean);
  const seen = new Set<string>();
  return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase())).join(', ');
}

/**
 * Adds to the reply's Vary instead of replacing it: what a route varies on already (the root
 * page on the language signals) must survive the document's own headers.
 */
export function addVary(reply: FastifyReply, names: string): void {
  const earlier = reply.getHeader('vary');
  reply.header('vary', earlier ? mergeVary(String(earlier), names) : names);
}
