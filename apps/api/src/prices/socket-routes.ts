import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { errorCodes } from '@shop/api-client/contract';
import { AppError } from '../lib/errors';

export interface PriceSocketOptions {
  /** Origins allowed to open the socket; a request without Origin (not a browser) is allowed. */
  allowedOrigins: readonly string[];
  /** The open sockets: filled and emptied here, counted by /health/load. */
  sockets: Set<WebSocket>;
}

/**
 * GET /prices/socket: the live price socket (spec 4). Sends Hello on connect, then relays
 * RecalculationProcessStarted / RecalculationProcessFinished of every recalculation on the
 * database (whichever API instance ran it). Browsers' cross-site WebSockets are refused at the
 * handshake by Origin.
 */
const priceSocketRoutes: FastifyPluginAsync<PriceSocketOptions> = async (
  fastify,
  { allowedOrigins, sockets },
) => {
  const allowed = new Set(allowedOrigins.map((o) => o.toLowerCase()));

  const unsubscribe = fastify.prices.subscribe((_message, json) => {
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(json);
  });

  // Dead peers (a laptop lid closed) are dropped by a ping they cannot answer.
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, 30_000);
  heartbeat.unref();

  fastify.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
  });

  fastify.route({
    method: 'GET',
    url: '/',
    // Socket-only route (the ticker's live updates; no database): no load shedding.
    config: { databaseBound: false },
    preValidation: async (request) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !allowed.has(origin.toLowerCase())) {
        throw new AppError({
          name: 'OperationNotValidError',
          message: `Origin not allowed: ${origin}`,
          code: errorCodes.originNotAllowed,
          statusCode: 403,
          reason: 'origin',
        });
      }
    },
    // A plain HTTP request here is a client that forgot to upgrade: tell it so.
    handler: async () => {
      throw new AppError(
        {
          name: 'OperationNotValidError',
          message: 'The price socket needs a WebSocket upgrade',
          code: errorCodes.upgradeRequired,
          statusCode: 426,
          reason: 'upgrade',
        },
        { headers: { upgrade: 'websocket' } },
      );
    },
    wsHandler: (socket) => {
      sockets.add(socket);
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => sockets.delete(socket));
      // Clients only listen; whatever they send is ignored.
      // Hello names the recalculation this socket's messages follow: a client reconnected from
      // another instance refetches when it names a newer one than the client knew.
      socket.send(JSON.stringify(fastify.prices.greeting()));
    },
  });
};

export default priceSocketRoutes;
