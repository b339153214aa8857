import { Readable, Transform } from 'node:stream';
import { REQUEST_BODY_LIMIT_BYTES, type ErrorObject } from '@shop/api-client';
import { edgeError } from './edge-errors';

/*
 * The /api proxy streams bodies to the API as they arrive. A body over the API's limit must be
 * refused here: the API answers it with 413 at once and closes the connection while the edge
 * is still sending, which the edge sees as a failed call (503), never as the API's answer.
 */

const tooLarge = `The request body is larger than ${REQUEST_BODY_LIMIT_BYTES} bytes`;

export function payloadTooLarge(): ErrorObject {
  return edgeError(413, { message: tooLarge });
}

interface BodyRequest {
  headers: { 'content-length'?: string | undefined };
  body: unknown;
}

/**
 * Checks a proxied request's body before it is sent on. A declared length over the limit is
 * refused at once (the error object); a body without one (chunked) is passed on through a
 * counter that fails the call once the body passes the limit, after `onOverflow` was told.
 */
export function limitBody(request: BodyRequest, onOverflow: () => void): ErrorObject | null {
  const declared = request.headers['content-length'];
  if (declared !== undefined)
    return Number(declared) > REQUEST_BODY_LIMIT_BYTES ? payloadTooLarge() : null;
  const { body } = request;
  if (!(body instanceof Readable)) return null;
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size <= REQUEST_BODY_LIMIT_BYTES) {
        done(null, chunk);
        return;
      }
      onOverflow();
      // The rest is read and dropped rather than the client's stream destroyed: that would close
      // the connection, and the 413 with it.
      body.unpipe(counted);
      body.resume();
      done(new Error(tooLarge));
    },
  });
  body.once('error', (error) => counted.destroy(error));
  request.body = body.pipe(counted);
  return null;
}
