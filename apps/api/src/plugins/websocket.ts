import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';

/**
 * 1012 "service restart": this instance goes away, another serves. Through the edge the client
 * gets it as its close and reconnects (the price socket reconnects on any close), landing on an
 * instance that is still up; a bare close would reach it as 1005, "no status".
 */
export const SERVICE_RESTART = 1012;

/** WebSocket support (the price socket). Clients only listen: tiny inbound messages suffice. */
export default fp(
  async (fastify) => {
    await fastify.register(websocket, {
      options: { maxPayload: 4096 },
      preClose(done) {
        const server = this.websocketServer;
        for (const client of server.clients) client.close(SERVICE_RESTART, 'shutting down');
        // Not waiting for the clients' closing handshakes: the server's close ends them.
        server.close();
        done();
      },
    });
  },
  { name: 'websocket' },
);
