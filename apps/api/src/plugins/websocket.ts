import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';

/** WebSocket support (the price socket). Clients only listen: tiny inbound messages suffice. */
export default fp(
  async (fastify) => {
    await fastify.register(websocket, { options: { maxPayload: 4096 } });
  },
  { name: 'websocket' },
);
