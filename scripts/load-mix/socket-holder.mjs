// Child process of the load mix: holds price sockets open (its own file descriptors and event
// loop, so 20,000 sockets can be spread over several of these) and notes when each heard of a
// recalculation. A socket the server closes is opened again (counted), as the shop's page does,
// to the next edge.
// Talks to the parent over IPC: { count, urls, firstAddress } in; 'ready', and on 'report' the
// receipts out.
import WebSocket from 'ws';

const now = () => performance.timeOrigin + performance.now();

/** Open sockets, per recalculation (its lastRecalculatedAt) the times it was heard. */
const state = { open: 0, opened: 0, reopened: 0, failed: 0, stopping: false };
/** @type {Map<string, { heard: number[], openAtFirst: number }>} */
const receipts = new Map();
const sockets = new Set();

/**
 * One socket to `urls[index]`; when it closes, the next one opens to the next URL: a browser
 * behind a load balancer reaches whichever edge is left.
 */
function open(urls, index, forwardedFor, isRetry) {
  const url = urls[index % urls.length];
  return new Promise((resolve) => {
    const socket = new WebSocket(url, {
      // No Origin, as a program sends it (allowed; a browser's must be the shop's own).
      headers: { 'x-forwarded-for': forwardedFor },
      handshakeTimeout: 10_000,
      perMessageDeflate: false,
    });
    sockets.add(socket);
    let wasOpen = false;
    socket.on('open', () => {
      wasOpen = true;
      state.open += 1;
      if (isRetry) state.reopened += 1;
      else state.opened += 1;
      resolve(true);
    });
    socket.on('message', (data) => {
      const text = String(data);
      if (!text.includes('RecalculationProcessFinished')) return;
      const at = now();
      const { lastRecalculatedAt } = JSON.parse(text);
      let entry = receipts.get(lastRecalculatedAt);
      if (!entry)
        receipts.set(lastRecalculatedAt, (entry = { heard: [], openAtFirst: state.open }));
      entry.heard.push(at);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      if (wasOpen) state.open -= 1;
      else state.failed += 1;
      resolve(false);
      // The page reconnects after a moment; so does this one, until the run ends. A first
      // handshake refused (a cap) is counted, not hammered on.
      if (!state.stopping && (wasOpen || isRetry)) {
        setTimeout(() => open(urls, index + 1, forwardedFor, true), 500 + Math.random() * 1_000);
      }
    });
  });
}

process.on('message', async (message) => {
  if (message.type === 'start') {
    const { count, urls, firstAddress } = message;
    // In waves, so no listen backlog decides the set-up.
    for (let i = 0; i < count; i += 200) {
      await Promise.all(
        Array.from({ length: Math.min(200, count - i) }, (_, k) => {
          const n = firstAddress + i + k;
          return open(
            urls,
            i + k,
            `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`,
            false,
          );
        }),
      );
    }
    process.send({ type: 'ready', ...state });
  } else if (message.type === 'report') {
    process.send({ type: 'report', ...state, receipts: Object.fromEntries(receipts) });
  } else if (message.type === 'stop') {
    state.stopping = true;
    for (const socket of sockets) socket.terminate();
    process.disconnect();
  }
});
