// Child process of the benchmark: opens N price sockets, reports "ready" when all have their
// Hello, then the absolute time at which every one received RecalculationProcessFinished.
// Usage: node sockets.mjs <ws-url> <count>
import WebSocket from 'ws';

const [url, countText = '5000'] = process.argv.slice(2);
const count = Number(countText);
const now = () => performance.timeOrigin + performance.now();
let hello = 0;
let finished = 0;
let lastAt = 0;
const sockets = [];

function open(i) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    sockets.push(socket);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'Hello') {
        hello++;
        resolve();
      } else if (message.type === 'RecalculationProcessFinished') {
        finished++;
        lastAt = now();
        if (finished === count) {
          process.stdout.write(`${JSON.stringify({ finished, lastAt })}\n`);
          for (const s of sockets) s.terminate();
          setTimeout(() => process.exit(0), 100);
        }
      }
    });
    socket.on('error', (error) => reject(new Error(`socket ${i}: ${error.message}`)));
  });
}

// Connect in waves so the listen backlog is never the bottleneck of the set-up.
for (let i = 0; i < count; i += 250) {
  await Promise.all(Array.from({ length: Math.min(250, count - i) }, (_, k) => open(i + k)));
}
process.stdout.write(`${JSON.stringify({ ready: hello })}\n`);
setTimeout(() => {
  process.stdout.write(`${JSON.stringify({ timeout: true, finished, lastAt })}\n`);
  process.exit(1);
}, 60_000).unref();
