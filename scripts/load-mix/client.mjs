// The load mix's HTTP client: node:http with keep-alive agents (one pool of connections per
// edge), so connections are reused and the client is not what limits the figures.
import http from 'node:http';

const agents = new Map();
const agentFor = (origin, maxSockets) => {
  if (!agents.has(origin)) {
    agents.set(origin, new http.Agent({ keepAlive: true, maxSockets, scheduling: 'lifo' }));
  }
  return agents.get(origin);
};

/**
 * One call; never throws. `status` 0 with `error` for a network failure or the timeout.
 * @returns {Promise<{ status: number, body: string, ms: number, headers?: object, error?: string }>}
 */
export function request(
  url,
  { method = 'GET', headers = {}, body, timeoutMs = 10_000, maxSockets = 256 } = {},
) {
  const target = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: performance.now() - started });
    };
    const outgoing = http.request(
      target,
      {
        method,
        agent: agentFor(target.origin, maxSockets),
        headers: {
          accept: 'application/json, text/html',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) =>
          done({ status: 0, body: '', error: error.code ?? 'error' }),
        );
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
    );
    outgoing.on('error', (error) =>
      done({ status: 0, body: '', error: error.code ?? error.message }),
    );
    outgoing.end(payload);
  });
}

/** The error object's code of an answer (`{ name, message, code, statusCode }`), if it has one. */
export function errorCode(body) {
  try {
    return JSON.parse(body)?.code ?? null;
  } catch {
    return null;
  }
}

/** Closes the kept connections so the process can end. */
export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * The session one client holds: the cookies the edge sets go back with every later call, as a
 * browser sends them; an API answered directly (no edge) gives its token in the body instead,
 * which goes back as a Bearer token, as a program sends it.
 */
export function cookieJar() {
  const cookies = new Map();
  let bearer = null;
  return {
    take(headers, body) {
      if (typeof body === 'string' && body.includes('"accessToken"')) {
        try {
          bearer = JSON.parse(body).accessToken ?? bearer;
        } catch {
          // Not JSON after all: no token.
        }
      }
      for (const line of [headers?.['set-cookie'] ?? []].flat()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        if (at <= 0) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    /** The headers that carry the session (none before it has one). */
    headers() {
      return {
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      };
    },
    get size() {
      return cookies.size + (bearer ? 1 : 0);
    },
  };
}
