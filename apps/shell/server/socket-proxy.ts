import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorObject } from '@shop/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { API_PREFIX } from './api-path';
import { edgeError, edgeErrorCodes, sendError } from './edge-errors';
import { overloaded } from './error-answers';
import { splitUrl } from './request-url';
import { upstreamErrorBody } from './upstream-error-body';
import { upstreamUnavailable } from './api-proxy';
import type { ApiBalancer } from './upstream/balancer';
import { instanceFailed } from './upstream/retry';

/**
 * 1012 "service restart": what the client gets when this edge (or the API instance behind its
 * socket) shuts down. The price socket reconnects on any close, and the new socket lands on an
 * edge and an API instance that are still up.
 */
export const SERVICE_RESTART = 1012;

/**
 * What a client may send in one message: the API's own limit for the price socket
 * (apps/api/src/plugins/websocket.ts), so the edge never buffers more than the API
 * would accept.
 */
export const SOCKET_MAX_PAYLOAD = 4096;
/** What the API may send in one message; its price messages are a few kilobytes. */
const UPSTREAM_MAX_PAYLOAD = 1024 * 1024;
/** A peer that does not read what is sent to it is dropped instead of buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** A socket path of the API: plain segments, no `.` or `..`, no empty segment. */
const socketPath = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)+$/;
const websocketKey = /^[+/0-9A-Za-z]{22}==$/;

export interface SocketProxyOptions {
  /** The API instances: each socket goes to one that is up. */
  balancer: ApiBalancer;
  /** Open sockets (and handshakes under way) per client address, and in all. */
  maxPerClient: number;
  maxSockets: number;
  /** How long the API may take to accept a socket. */
  handshakeTimeoutMs: number;
  /**
   * Refuses a handshake before the API is asked (a foreign Origin: the socket carries the
   * session, so it is refused at the edge before any Bearer token is added).
   */
  refusal: (request: FastifyRequest) => ErrorObject | undefined;
  /**
   * The handshake's headers to the API, from the browser's Cookie and Origin: the session
   * (Bearer from the cookie, session cookies kept back), store key and client address.
   */
  upstreamHeaders: (
    request: FastifyRequest,
    browser: Record<string, string>,
  ) => Record<string, string>;
}

/** Requests that arrived as upgrades, with the connection each one came on. */
export interface Upgrades {
  /** Whether a request arrived as an upgrade (it is counted as a socket, not as an HTTP call). */
  has: (raw: IncomingMessage) => boolean;
  get: (raw: IncomingMessage) => { socket: Socket; head: Buffer } | undefined;
}

/**
 * Upgrades run through Fastify's routing like any request, so load shedding, error answers and
 * security headers apply to them too; registerSocketProxy's hook takes them over.
 */
export function routeUpgrades(app: FastifyInstance): Upgrades {
  const upgrades = new WeakMap<IncomingMessage, { socket: Socket; head: Buffer }>();
  app.server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    // Any other protocol (curl's h2c, say) is ignored: the request is answered over HTTP/1.1.
    if (request.headers.upgrade?.toLowerCase() === 'websocket')
      upgrades.set(request, { socket, head });
    const response = new ServerResponse(request);
    response.shouldKeepAlive = false;
    response.assignSocket(socket);
    // An answer instead of the upgrade (a refusal) ends the connection once written.
    response.once('finish', () => {
      socket.once('finish', () => socket.destroy());
      socket.end();
    });
    app.routing(request, response);
  });
  return { has: (raw) => upgrades.has(raw), get: (raw) => upgrades.get(raw) };
}

type Handshake =
  | { kind: 'open'; target: WebSocket }
  | { kind: 'refused'; body: ErrorObject | string; status: number }
  | { kind: 'failed'; timedOut: boolean; error?: Error };

/** Close codes one may send; the rest (1005 no status, 1006 abnormal...) are translated. */
function sendableCloseCode(code: number): number {
  if (
    (code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) ||
    (code >= 3000 && code <= 4999)
  )
    return code;
  return code === 1005 ? 1000 : 1011;
}

function closeWith(socket: WebSocket, code: number, reason: Buffer): void {
  if (socket.readyState === WebSocket.OPEN)
    socket.close(sendableCloseCode(code), reason.length <= 123 ? reason : undefined);
  else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
}

/** Codes with which an API instance hands its sockets on: it restarts, or goes away. */
const handoverCodes = new Set([1001, SERVICE_RESTART]);

/**
 * Relays messages and pings both ways between the client and its API socket, and the close of
 * either to the other, except when the API instance hands the socket on (1012, 1001): then
 * `handover` opens one on another instance, whose greeting brings the client up to date, and the
 * client's socket stays open. Only when there is none does the client get the close.
 */
function bridge(
  client: WebSocket,
  first: WebSocket,
  handover: () => Promise<WebSocket | null>,
  onTarget: (target: WebSocket) => void,
): void {
  let target = first;
  const send = (from: WebSocket, to: WebSocket, data: WebSocket.RawData, isBinary: boolean) => {
    if (to.readyState !== WebSocket.OPEN) return;
    if (to.bufferedAmount > MAX_BUFFERED_BYTES) {
      from.terminate();
      to.terminate();
      return;
    }
    to.send(data, { binary: isBinary });
  };
  client.on('message', (data, isBinary) => send(client, target, data, isBinary));
  client.on('ping', (data) => target.readyState === WebSocket.OPEN && target.ping(data));
  client.on('pong', (data) => target.readyState === WebSocket.OPEN && target.pong(data));
  client.on('close', (code, reason) => closeWith(target, code, reason));
  // ws closes a socket itself after an error (a too large frame is closed with 1009).
  client.on('error', () => target.terminate());

  const attach = (upstream: WebSocket) => {
    upstream.on('message', (data, isBinary) => send(upstream, client, data, isBinary));
    upstream.on('ping', (data) => client.readyState === WebSocket.OPEN && client.ping(data));
    upstream.on('pong', (data) => client.readyState === WebSocket.OPEN && client.pong(data));
    upstream.on('error', () => upstream === target && client.terminate());
    upstream.on('close', (code, reason) => {
      if (upstream !== target) return;
      if (client.readyState !== WebSocket.OPEN || !handoverCodes.has(code)) {
        closeWith(client, code, reason);
        return;
      }
      void handover().then((next) => {
        if (next === null || client.readyState !== WebSocket.OPEN) {
          next?.terminate();
          closeWith(client, code, reason);
          return;
        }
        target = next;
        onTarget(next);
        attach(next);
        next.resume();
      });
    });
  };
  attach(first);
}

/** The client's handshake as ws would check it, so a bad one gets our error object, not ws's. */
function handshakeError(request: FastifyRequest, path: string): ErrorObject | null {
  const invalid = (message: string) => edgeError(400, { message });
  if (request.method !== 'GET') return invalid('A WebSocket handshake is a GET request');
  if (!websocketKey.test(String(request.headers['sec-websocket-key'] ?? '')))
    return invalid('Invalid Sec-WebSocket-Key');
  if (!['8', '13'].includes(String(request.headers['sec-websocket-version'] ?? '')))
    return invalid('Unsupported Sec-WebSocket-Version');
  if (!path.startsWith(`${API_PREFIX}/`))
    return edgeError(404, { message: 'No WebSocket at this path' });
  if (!socketPath.test(path.slice(API_PREFIX.length))) return invalid('Invalid WebSocket path');
  return null;
}

/**
 * Opens the API's side first and answers the client only then: the client's handshake succeeds
 * exactly when the API's does, and otherwise gets the API's refusal (403 for a foreign Origin)
 * or a 503, never a socket that opens and then dies.
 */
function connectUpstream(
  url: string,
  protocols: string[],
  headers: Record<string, string>,
  handshakeTimeoutMs: number,
  client: Socket,
): Promise<Handshake> {
  return new Promise((resolve) => {
    let target: WebSocket;
    try {
      target = new WebSocket(url, protocols, {
        headers,
        handshakeTimeout: handshakeTimeoutMs,
        maxPayload: UPSTREAM_MAX_PAYLOAD,
        perMessageDeflate: false,
        // Pings are relayed end to end, so the API's heartbeat finds browsers that are gone.
        autoPong: false,
        followRedirects: false,
      });
    } catch {
      // The path is checked already; what is left to be invalid are the subprotocols.
      resolve({
        kind: 'refused',
        status: 400,
        body: edgeError(400, { message: 'Invalid Sec-WebSocket-Protocol' }),
      });
      return;
    }
    let settled = false;
    const settle = (handshake: Handshake) => {
      if (settled) return;
      settled = true;
      client.off('close', clientGone);
      resolve(handshake);
    };
    const clientGone = () => {
      target.terminate();
      settle({ kind: 'failed', timedOut: false });
    };
    client.once('close', clientGone);
    target.once('open', () => {
      // Held until the client's side is open too, or the API's first message would be lost.
      target.pause();
      settle({ kind: 'open', target });
    });
    target.once('unexpected-response', (upstreamRequest, response) => {
      const status = response.statusCode ?? 502;
      if (status < 400) {
        upstreamRequest.destroy();
        settle({ kind: 'failed', timedOut: false });
        return;
      }
      upstreamErrorBody(status, response.headers, response)
        .catch(() => edgeError(status))
        .then((body) => {
          upstreamRequest.destroy();
          settle({ kind: 'refused', status, body });
        });
    });
    // Also after settling: aborting a refused handshake makes ws report an error.
    target.on('error', (error) =>
      settle({ kind: 'failed', timedOut: /timed out/i.test(error.message), error }),
    );
  });
}

/**
 * The price socket through the edge (`/api/prices/socket` → the API's `/prices/socket`). The
 * browser's Origin and cookies go to the API, whose Origin check decides; frames are limited to
 * what the API accepts; sockets per client address and in all are capped.
 */
export function registerSocketProxy(
  app: FastifyInstance,
  upgrades: Upgrades,
  options: SocketProxyOptions,
): { openSockets: () => number } {
  const upstreamBase = (instance: string) => instance.replace(/^http/, 'ws').replace(/\/+$/, '');
  const chosenProtocol = new WeakMap<IncomingMessage, string>();
  const perClient = new Map<string, number>();
  let sockets = 0;
  const live = new Set<{ client: WebSocket; target: WebSocket }>();
  const handshakes = new Set<Socket>();
  /** From preClose on: sockets are closed for the clients to reconnect, not handed over. */
  let shuttingDown = false;

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: SOCKET_MAX_PAYLOAD,
    perMessageDeflate: false,
    autoPong: false,
    clientTracking: false,
    // The subprotocol the API chose, so both ends agree.
    handleProtocols: (_offered, request) => chosenProtocol.get(request) || false,
  });

  /** False when the connection has already closed: its 'close' has passed, nothing to count. */
  const reserve = (client: string, socket: Socket): boolean => {
    if (socket.destroyed) return false;
    sockets += 1;
    perClient.set(client, (perClient.get(client) ?? 0) + 1);
    socket.once('close', () => {
      sockets -= 1;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
    return true;
  };

  app.addHook('onRequest', async (request, reply) => {
    const upgrade = upgrades.get(request.raw);
    if (!upgrade) return;
    const [path, search] = splitUrl(request.url);
    const invalid = handshakeError(request, path) ?? options.refusal(request);
    if (invalid) return sendError(reply, invalid);

    const client = request.ip ?? 'unknown';
    if (sockets >= options.maxSockets) return sendError(reply, overloaded());
    if ((perClient.get(client) ?? 0) >= options.maxPerClient)
      return sendError(
        reply,
        edgeError(429, {
          code: edgeErrorCodes.tooManySockets,
          message: `At most ${options.maxPerClient} sockets per client`,
        }),
      );
    if (!reserve(client, upgrade.socket)) return reply.hijack();

    const protocols = String(request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const { cookie, origin } = request.headers;
    const headers = options.upstreamHeaders(request, {
      ...(cookie ? { cookie } : {}),
      // The API's Origin check must see the page's origin, not the edge's absence of one.
      ...(origin ? { origin } : {}),
    });
    handshakes.add(upgrade.socket);
    const upstreamPath = `${path.slice(API_PREFIX.length)}${search}`;
    // A handshake is a GET: one that could not reach an instance goes to the next one up.
    const openUpstream = async (
      tried: Set<string>,
    ): Promise<{ handshake: Handshake; instance?: string }> => {
      for (;;) {
        const instance = options.balancer.choose(tried);
        if (instance === undefined) return { handshake: { kind: 'failed', timedOut: false } };
        tried.add(instance);
        const opened = await connectUpstream(
          `${upstreamBase(instance)}${upstreamPath}`,
          protocols,
          headers,
          options.handshakeTimeoutMs,
          upgrade.socket,
        );
        if (opened.kind !== 'failed' || !instanceFailed(opened.error) || upgrade.socket.destroyed)
          return { handshake: opened, instance };
        options.balancer.markDown(instance);
      }
    };
    const first = await openUpstream(new Set());
    const { handshake } = first;
    let instance = first.instance!;
    handshakes.delete(upgrade.socket);

    if (reply.sent || upgrade.socket.destroyed) {
      if (handshake.kind === 'open') handshake.target.terminate();
      return reply;
    }
    if (handshake.kind === 'failed')
      return sendError(reply, upstreamUnavailable(handshake.timedOut));
    if (handshake.kind === 'refused') {
      if (typeof handshake.body !== 'string') return sendError(reply, handshake.body);
      return reply
        .code(handshake.status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(handshake.body);
    }

    const { target } = handshake;
    reply.hijack();
    chosenProtocol.set(request.raw, target.protocol);
    // Should ws give up on the client's socket, the API's side must not stay open.
    const orphaned = () => target.terminate();
    upgrade.socket.once('close', orphaned);
    // The instance going away is out at once (its readiness says so too); the socket moves to
    // one that is up, on the same subprotocol, unless this edge is shutting down itself.
    const handover = async (): Promise<WebSocket | null> => {
      options.balancer.markDown(instance);
      if (shuttingDown) return null;
      const next = await openUpstream(new Set([instance]));
      if (next.handshake.kind !== 'open' || next.instance === undefined) return null;
      if (shuttingDown || next.handshake.target.protocol !== target.protocol) {
        next.handshake.target.terminate();
        return null;
      }
      instance = next.instance;
      return next.handshake.target;
    };
    wss.handleUpgrade(request.raw, upgrade.socket, upgrade.head, (clientSocket) => {
      upgrade.socket.off('close', orphaned);
      const pair = { client: clientSocket, target };
      live.add(pair);
      clientSocket.once('close', () => live.delete(pair));
      bridge(clientSocket, target, handover, (next) => (pair.target = next));
      target.resume();
    });
    return reply;
  });

  app.addHook('preClose', async () => {
    shuttingDown = true;
    for (const socket of handshakes) socket.destroy();
    for (const { client, target } of live) {
      client.close(SERVICE_RESTART, 'shutting down');
      target.terminate();
      setTimeout(() => client.terminate(), 1000).unref();
    }
  });
  return { openSockets: () => sockets };
}
