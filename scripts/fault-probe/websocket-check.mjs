// The price socket through the edge: the shop's own origin gets in (the control), a foreign
// Origin does not, an oversized frame ends the connection, and one client cannot hold more
// sockets than the cap.
import { once } from 'node:events';
import WebSocket from 'ws';

/**
 * Opens a socket and waits for the first message (Hello) or the refusal.
 * @returns {Promise<{ opened: boolean, hello: boolean, status?: number, error?: string, socket?: WebSocket }>}
 */
export function openSocket(url, { origin, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, {
      headers: origin ? { Origin: origin } : {},
      handshakeTimeout: timeoutMs,
    });
    let opened = false;
    const timer = setTimeout(() => {
      socket.terminate();
      resolve({ opened, hello: false, error: 'timeout' });
    }, timeoutMs);
    const done = (result) => {
      clearTimeout(timer);
      resolve(result);
    };
    socket.on('unexpected-response', (_request, response) => {
      response.resume();
      done({ opened: false, hello: false, status: response.statusCode });
      socket.terminate();
    });
    socket.on('open', () => {
      opened = true;
    });
    socket.once('message', (data) => {
      const hello = /"type":"Hello"/.test(String(data));
      done({ opened: true, hello, socket });
    });
    socket.on('error', (error) => done({ opened, hello: false, error: error.message }));
    socket.on('close', (code) => done({ opened, hello: false, error: `closed ${code}` }));
  });
}

/** Waits for the server to close `socket`; the close code, or null if it stayed open. */
async function closedByServer(socket, timeoutMs = 5_000) {
  if (socket.readyState === WebSocket.CLOSED) return 'closed';
  const closed = once(socket, 'close').then(([code]) => code);
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), timeoutMs));
  return Promise.race([closed, timeout]);
}

/**
 * A frame whose header announces `length` bytes (64-bit length, masked as clients must), with
 * only a little of it sent: the server should refuse on the header, before buffering anything.
 */
export function announcedFrameHeader(length) {
  const header = Buffer.alloc(14);
  header[0] = 0x81; // FIN + text
  header[1] = 0x80 | 127; // masked, 64-bit length
  header.writeBigUInt64BE(BigInt(length), 2);
  header.writeUInt32BE(0x01020304, 10); // mask
  return header;
}

export async function websocketCheck({ base, socketCap, maxSockets = 100 }) {
  const wsUrl = `${base.replace(/^http/, 'ws')}/api/prices/socket`;
  const origin = new URL(base).origin;
  const results = [];

  // The control: without it every "refused" below could just mean the socket is broken.
  const own = await openSocket(wsUrl, { origin });
  own.socket?.close();
  results.push({
    name: 'own origin opens and gets Hello (control)',
    held: own.hello,
    figures: own.hello ? 'opened, Hello received' : `not opened: ${own.status ?? own.error}`,
  });

  const foreign = await openSocket(wsUrl, { origin: 'https://evil.example' });
  foreign.socket?.close();
  // Refused means no Hello: at the handshake (403) or closed right after it.
  results.push({
    name: 'foreign Origin refused',
    held: !foreign.hello,
    figures: foreign.hello
      ? 'https://evil.example opened a socket and got Hello'
      : `refused ${foreign.opened ? 'after opening' : 'at the handshake'} (${foreign.status ?? foreign.error})`,
  });

  const big = await openSocket(wsUrl, { origin });
  let bigFigures;
  let bigHeld = false;
  if (!big.socket) {
    bigFigures = `could not open a socket to try (${big.status ?? big.error})`;
  } else {
    const closing = closedByServer(big.socket);
    big.socket.send(Buffer.alloc(1024 * 1024, 0x61), { binary: false });
    const code = await closing;
    const huge = await openSocket(wsUrl, { origin });
    let hugeCode = 'not opened';
    if (huge.socket) {
      const hugeClosing = closedByServer(huge.socket);
      // Straight onto the TCP connection: a header announcing 8 GiB, then a few bytes.
      huge.socket._socket.write(Buffer.concat([announcedFrameHeader(2 ** 33), Buffer.alloc(64)]));
      hugeCode = await hugeClosing;
      huge.socket.terminate();
    }
    big.socket.terminate();
    bigHeld = code !== null && hugeCode !== null && hugeCode !== 'not opened';
    bigFigures =
      `1 MiB frame: ${code === null ? 'socket stayed open 5 s' : `closed by the server (${code})`}; ` +
      `header announcing 8 GiB: ${hugeCode === null ? 'socket stayed open 5 s' : `closed (${hugeCode})`}`;
  }
  results.push({ name: 'oversized frame refused', held: bigHeld, figures: bigFigures });

  // One client (this process, one address) opening socket after socket.
  const open = [];
  let refusedAt = null;
  let refusal = '';
  for (let i = 0; i < maxSockets; i++) {
    const attempt = await openSocket(wsUrl, { origin, timeoutMs: 5_000 });
    if (!attempt.hello) {
      attempt.socket?.terminate();
      refusedAt = i + 1;
      refusal = String(attempt.status ?? attempt.error);
      break;
    }
    open.push(attempt.socket);
  }
  for (const socket of open) socket?.terminate();
  const capHeld = refusedAt !== null && (socketCap === undefined || refusedAt === socketCap + 1);
  results.push({
    name: 'sockets per client capped',
    held: capHeld,
    figures:
      refusedAt === null
        ? `${maxSockets} sockets from one client all opened`
        : `${open.length} opened, socket ${refusedAt} refused (${refusal})` +
          (socketCap === undefined ? '' : `; cap expected: ${socketCap}`),
  });
  return results;
}
