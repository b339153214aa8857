/*
 * The outbox (GET /dev/outbox) shows every mail and SMS the shop sent: activation and password
 * reset links, phone codes, opt-in tokens, the dealer's contact inbox. Read by anyone, it hands
 * over any account, so it is for the machine the shop runs on: both the edge and the API ask
 * these questions before they answer it.
 */

/** The outbox's path at the API (the edge serves it under /api). */
export const OUTBOX_PATH = '/dev/outbox';

/** `localhost` or a name under it: browsers and the resolver keep those on the machine. */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** An address of the loopback interface (127.0.0.0/8, ::1, and IPv4 mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127(?:\.\d{1,3}){3}$/.test(v4);
}

/** Whether the shop serves only this machine: every origin it is configured for is local. */
export function servesOnlyThisMachine(origins: readonly string[]): boolean {
  return origins.every((origin) => isLocalHostname(new URL(origin).hostname));
}
