/** @jest-environment node */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { instanceFailed, lazyBody, mayRetry } from './retry';

const failure = (code: string) => Object.assign(new Error(code), { code });
/** As fetch reports a network error: a TypeError with the error as its cause. */
const fetchFailure = (code: string) => new TypeError('fetch failed', { cause: failure(code) });

describe('retrying a call on another API instance', () => {
  it('is safe for any method when the connection was never made', () => {
    for (const code of ['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT']) {
      expect(mayRetry(failure(code), 'POST', true)).toBe(true);
      expect(mayRetry(fetchFailure(code), 'GET', false)).toBe(true);
      expect(instanceFailed(failure(code))).toBe(true);
    }
  });

  it('after a dropped connection only for an idempotent call without a body', () => {
    expect(mayRetry(failure('ECONNRESET'), 'GET', false)).toBe(true);
    expect(mayRetry(failure('UND_ERR_SOCKET'), 'DELETE', false)).toBe(true);
    expect(mayRetry(failure('UND_ERR_SOCKET'), 'POST', false)).toBe(false);
    expect(mayRetry(failure('ECONNRESET'), 'PUT', true)).toBe(false);
    expect(instanceFailed(failure('ECONNRESET'))).toBe(true);
  });

  it('never for an answer that was late or an abort', () => {
    for (const error of [failure('UND_ERR_HEADERS_TIMEOUT'), new Error('aborted'), undefined]) {
      expect(mayRetry(error, 'GET', false)).toBe(false);
      expect(instanceFailed(error)).toBe(false);
    }
  });
});

describe('a lazy request body', () => {
  it('leaves its source unread when the call failed before reading it', async () => {
    const source = Readable.from(['{"a":', '1}'], { objectMode: false });
    const first = lazyBody(source);
    // As undici does with the body of a call that failed.
    first.body.on('error', () => undefined).destroy(new Error('connect ECONNREFUSED'));
    expect(first.started()).toBe(false);
    const second = lazyBody(source);
    expect(await text(second.body)).toBe('{"a":1}');
    expect(second.started()).toBe(true);
  });
});
