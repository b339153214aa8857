/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createInFlight, type InFlight } from './in-flight';

type Handler = (request: IncomingMessage, response: ServerResponse, inFlight: InFlight) => void;

/** A plain HTTP server whose handler decides when to count and how to end each request. */
async function serve(handler: Handler) {
  const inFlight = createInFlight();
  const server: Server = createServer((request, response) => handler(request, response, inFlight));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { inFlight, port, close: () => new Promise((resolve) => server.close(resolve)) };
}

const pause = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i += 1) await pause();
  expect(condition()).toBe(true);
}

/** Writes raw requests on one connection; resolves with the socket once it is connected. */
function rawClient(port: number, text: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text);
      resolve(socket);
    });
    socket.on('error', () => undefined);
    socket.resume();
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

describe('createInFlight', () => {
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('counts a request until its answer is sent, on a connection that stays open', async () => {
    const held: ServerResponse[] = [];
    server = await serve((request, response, inFlight) => {
      expect(inFlight.enter(request, response, 'ordinary')).toBe(true);
      held.push(response);
    });
    const socket = await rawClient(server.port, get('/a'));
    await until(() => held.length === 1);
    expect(server.inFlight.snapshot()).toEqual({
      inFlight: 1,
      lanes: { priority: 0, ordinary: 1 },
    });
    held[0]!.end('done');
    await until(() => server!.inFlight.snapshot().inFlight === 0);
    socket.destroy();
  });

  it('counts nothing for a client that left before the request was counted', async () => {
    let entered: boolean | undefined;
    server = await serve((request, response, inFlight) => {
      request.socket.destroy();
      // Its 'close' comes after this turn: by the time anything would listen, it is over.
      setImmediate(() => {
        entered = inFlight.enter(request, response, 'priority');
      });
    });
    await rawClient(server.port, get('/gone'));
    await until(() => entered !== undefined);
    expect(entered).toBe(false);
    expect(server.inFlight.snapshot().inFlight).toBe(0);
  });

  it('lets go of a request whose client leaves while it is worked on', async () => {
    let counted = 0;
    server = await serve((request, response, inFlight) => {
      if (inFlight.enter(request, response, 'ordinary')) counted += 1;
    });
    const socket = await rawClient(server.port, get('/slow'));
    await until(() => counted === 1);
    socket.destroy();
    await until(() => server!.inFlight.snapshot().inFlight === 0);
  });

  it('lets go of pipelined requests whose answers were still waiting for the connection when it closed', async () => {
    const responses: ServerResponse[] = [];
    server = await serve((request, response, inFlight) => {
      inFlight.enter(request, response, request.url === '/order' ? 'priority' : 'ordinary');
      responses.push(response);
      // The later answers are ready first; Node keeps them until the first one is done.
      if (responses.length > 1) response.end('later');
    });
    const socket = await rawClient(
      server.port,
      get('/first') + get('/search') + get('/order') + get('/search'),
    );
    await until(() => responses.length === 4);
    expect(server.inFlight.snapshot()).toEqual({
      inFlight: 4,
      lanes: { priority: 1, ordinary: 3 },
    });
    socket.destroy();
    await until(() => server!.inFlight.snapshot().inFlight === 0);
    expect(server.inFlight.snapshot().lanes).toEqual({ priority: 0, ordinary: 0 });
    // Answering the first one afterwards counts nothing twice.
    responses[0]!.end('late');
    await pause();
    expect(server.inFlight.snapshot().inFlight).toBe(0);
  });

  it('counts every request of a long keep-alive connection once, without piling up listeners', async () => {
    let answered = 0;
    let mostCloseListeners = 0;
    server = await serve((request, response, inFlight) => {
      inFlight.enter(request, response, 'ordinary');
      mostCloseListeners = Math.max(mostCloseListeners, request.socket.listenerCount('close'));
      response.end('ok', () => (answered += 1));
    });
    const socket = await rawClient(server.port, get('/1').repeat(30));
    await until(() => answered === 30);
    await until(() => server!.inFlight.snapshot().inFlight === 0);
    // Node's own and one of ours: not one per request.
    expect(mostCloseListeners).toBeLessThan(5);
    socket.destroy();
  });
});
