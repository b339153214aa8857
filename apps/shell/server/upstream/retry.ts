import { Readable } from 'node:stream';

/** Errors of a connection that was never made: nothing of the call reached the instance. */
const connectFailures = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** A kept-alive connection the instance closed or reset under the call (it died, say). */
const droppedConnections = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

const idempotent = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function codeOf(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  // fetch wraps the network's error in a TypeError ("fetch failed") with it as the cause.
  return cause === undefined || cause === error ? undefined : codeOf(cause);
}

/** Whether the instance should be taken out: it could not be reached, or dropped the call. */
export function instanceFailed(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && (connectFailures.has(code) || droppedConnections.has(code));
}

/**
 * Whether a failed call may go to another instance: when the connection was never made (nothing
 * was sent), or when the method is idempotent and no body was sent (sending it again does what
 * the first would have done). A write that may have arrived is never sent twice: it could be a
 * second order.
 */
export function mayRetry(error: unknown, method: string, bodySent: boolean): boolean {
  const code = codeOf(error);
  if (code === undefined) return false;
  if (connectFailures.has(code)) return true;
  return droppedConnections.has(code) && idempotent.has(method.toUpperCase()) && !bodySent;
}

/**
 * A request body that reads `source` only once the connection asks for it, so a call whose
 * connection failed leaves `source` untouched for the next instance (undici destroys the body
 * of a failed call). `started()` tells whether anything was read, i.e. may have been sent.
 */
export function lazyBody(source: Readable): { body: Readable; started: () => boolean } {
  let started = false;
  const body = new Readable({
    read() {
      if (started) {
        source.resume();
        return;
      }
      started = true;
      source.on('data', (chunk: Buffer) => {
        if (!body.push(chunk)) source.pause();
      });
      source.once('end', () => body.push(null));
      source.once('error', (error) => body.destroy(error));
      source.resume();
    },
    destroy(error, callback) {
      // Once read, the call owns the source: a failure ends it as it would have without us.
      if (started && error) source.destroy(error);
      callback(error);
    },
  });
  return { body, started: () => started };
}
