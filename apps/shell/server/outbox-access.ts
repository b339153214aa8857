import {
  isLocalHostname,
  isLoopbackAddress,
  OUTBOX_PATH,
  servesOnlyThisMachine,
  type ErrorObject,
} from '@shop/api-client';
import { API_PREFIX } from './api-path';
import { edgeError } from './edge-errors';
import { splitUrl } from './request-url';
import { hostnameOf } from './served-hosts';

interface OutboxRequest {
  url: string;
  method: string;
  /** The Host asked (a trusted proxy's X-Forwarded-Host under TRUST_PROXY). */
  host: string | undefined;
  socket: { remoteAddress?: string | undefined };
}

/**
 * The outbox is for the machine the shop runs on (@shop/api-client's local-machine.ts): the edge
 * passes it on only for a client on this machine (the connection's own address, not a forwarded
 * one) that asked at `localhost` or a name under it, and only while every origin the shop serves
 * is local. Anyone else gets the 404 of a route that does not exist, and the API is not asked.
 */
export function createOutboxAccess(shopOrigins: readonly string[]) {
  const local = servesOnlyThisMachine(shopOrigins);
  const outboxPath = `${API_PREFIX}${OUTBOX_PATH}`;
  return (request: OutboxRequest): ErrorObject | null => {
    if (splitUrl(request.url)[0] !== outboxPath) return null;
    const allowed =
      local &&
      isLoopbackAddress(request.socket.remoteAddress) &&
      isLocalHostname(hostnameOf(request.host ?? '') ?? '');
    return allowed
      ? null
      : edgeError(404, { message: `Route not found: ${request.method} ${OUTBOX_PATH}` });
  };
}
