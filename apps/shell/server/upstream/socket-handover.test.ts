/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { SERVICE_RESTART } from '../socket-proxy';
import { edgeTestbed } from '../test-helpers';

/** An API instance's price socket: greets with its name, and can hand its sockets on. */
async function socketInstance(name: string) {
  const wss = new WebSocketServer({ noServer: true });
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 'ready', instance: name }));
  });
  server.on('upgrade', (request, socket, head) =>
    wss.handleUpgrade(request, socket, head, (ws) => ws.send(JSON.stringify({ hello: name }))),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sockets: () => wss.clients.size,
    /** What the API does on SIGTERM: every socket closed with 1012. */
    restart: () => {
      for (const ws of wss.clients) ws.close(SERVICE_RESTART, 'shutting down');
    },
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const { makeApp } = edgeTestbed();

function openThrough(edge: FastifyInstance) {
  const { port } = edge.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/prices/socket`);
  const greetings: string[] = [];
  const closes: number[] = [];
  socket.on('message', (data) =>
    greetings.push((JSON.parse(String(data)) as { hello: string }).hello),
  );
  socket.on('close', (code) => closes.push(code));
  return { socket, greetings, closes };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(done()).toBe(true);
};

describe('a price socket whose API instance shuts down', () => {
  it('moves to another instance and stays open for the client', async () => {
    const a = await socketInstance('api-a');
    const b = await socketInstance('api-b');
    try {
      const edge = await makeApp({ API_URLS: `${a.url},${b.url}`, API_HEALTH_INTERVAL_MS: '0' });
      const client = openThrough(edge);
      await until(() => client.greetings.length === 1);
      const [first] = client.greetings;
      const from = first === 'api-a' ? a : b;
      from.restart();
      await until(() => client.greetings.length === 2);
      expect(client.greetings).toEqual([first, first === 'api-a' ? 'api-b' : 'api-a']);
      expect(client.closes).toEqual([]);
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
      await until(() => from.sockets() === 0);
      client.socket.close();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('is closed with the code for the client to reconnect when no other instance is up', async () => {
    const a = await socketInstance('api-a');
    try {
      const edge = await makeApp({ API_URL: a.url });
      const client = openThrough(edge);
      await until(() => client.greetings.length === 1);
      a.restart();
      await until(() => client.closes.length === 1);
      expect(client.closes).toEqual([SERVICE_RESTART]);
    } finally {
      await a.close();
    }
  });
});
