// Requests as raw bytes over TCP: the bad inputs (control characters in the request line, NUL,
// malformed encodings) are exactly what fetch and node:http refuse to send.
import { connect } from 'node:net';

const CRLF = '\r\n';

/**
 * One HTTP/1.1 request as bytes. Host and `Connection: close` are added unless `headers` names
 * them (pass `null` to leave one out); Content-Length is added for a body.
 * @param {{ method?: string, target: string, host: string, headers?: Record<string, string | string[] | null>, body?: string | Buffer, version?: string }} request
 */
export function encodeRequest({ method = 'GET', target, host, headers = {}, body, version }) {
  const lines = [`${method} ${target} ${version ?? 'HTTP/1.1'}`];
  const names = Object.keys(headers).map((name) => name.toLowerCase());
  const all = {
    ...(names.includes('host') ? {} : { Host: host }),
    ...(names.includes('connection') ? {} : { Connection: 'close' }),
    ...(body !== undefined && !names.includes('content-length')
      ? { 'Content-Length': String(Buffer.byteLength(body)) }
      : {}),
    ...headers,
  };
  for (const [name, value] of Object.entries(all)) {
    if (value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
  }
  const head = Buffer.from(lines.join(CRLF) + CRLF + CRLF, 'utf8');
  return body === undefined ? head : Buffer.concat([head, Buffer.from(body)]);
}

/** Decodes a chunked body; null while it is incomplete. */
function dechunk(buffer) {
  const parts = [];
  let offset = 0;
  for (;;) {
    const end = buffer.indexOf(CRLF, offset);
    if (end === -1) return null;
    const size = Number.parseInt(buffer.subarray(offset, end).toString('latin1'), 16);
    if (Number.isNaN(size)) return Buffer.concat(parts);
    if (size === 0) return Buffer.concat(parts);
    const start = end + 2;
    if (buffer.length < start + size + 2) return null;
    parts.push(buffer.subarray(start, start + size));
    offset = start + size + 2;
  }
}

/**
 * Reads one response from the bytes received so far. Returns null while it is incomplete, unless
 * the connection has ended (`ended`), where whatever arrived counts.
 * @returns {{ status: number, headers: Record<string, string>, body: Buffer } | null}
 */
export function parseResponse(buffer, ended = false) {
  const headEnd = buffer.indexOf(CRLF + CRLF);
  if (headEnd === -1) return null;
  const [statusLine, ...headerLines] = buffer.subarray(0, headEnd).toString('latin1').split(CRLF);
  const match = /^HTTP\/\d\.\d (\d{3})/.exec(statusLine);
  if (!match) return null;
  const status = Number(match[1]);
  const headers = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = buffer.subarray(headEnd + 4);
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) {
    return { status, headers, body: Buffer.alloc(0) };
  }
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const body = dechunk(rest);
    if (body === null) return ended ? { status, headers, body: rest } : null;
    return { status, headers, body };
  }
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (rest.length < length) return ended ? { status, headers, body: rest } : null;
    return { status, headers, body: rest.subarray(0, length) };
  }
  return ended ? { status, headers, body: rest } : null;
}

/**
 * Sends `data` on a new connection and waits for one response.
 * @returns {Promise<{ outcome: 'answer', status: number, headers: Record<string, string>, body: Buffer, ms: number }
 *   | { outcome: 'closed' | 'refused' | 'timeout' | 'error', error?: string, ms: number }>}
 *   `closed`: the server ended the connection without an answer.
 */
export function rawRequest({ host = '127.0.0.1', port, data, timeoutMs = 10_000 }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks = [];
    let settled = false;
    const socket = connect({ host, port });
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...result, ms: performance.now() - started });
    };
    const answered = (ended) => {
      const response = parseResponse(Buffer.concat(chunks), ended);
      if (response) finish({ outcome: 'answer', ...response });
      return response !== null;
    };
    const timer = setTimeout(() => answered(true) || finish({ outcome: 'timeout' }), timeoutMs);
    socket.on('connect', () => {
      // The server may answer (431, 413) and close before it has read everything we send.
      socket.write(data, () => undefined);
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      answered(false);
    });
    socket.on('end', () => answered(true) || finish({ outcome: 'closed' }));
    socket.on('close', () => answered(true) || finish({ outcome: 'closed' }));
    socket.on('error', (error) => {
      if (answered(true)) return;
      if (error.code === 'ECONNREFUSED') finish({ outcome: 'refused', error: error.code });
      else if (error.code === 'ECONNRESET' || error.code === 'EPIPE')
        finish({ outcome: 'closed', error: error.code });
      else finish({ outcome: 'error', error: error.code ?? error.message });
    });
  });
}
