import * as v from 'valibot';
import type { StoreKey } from '@shop/i18n';
import { ApiError } from './api-error';
import { errorCodes } from './schemas/error';
import { storeKeyHeader } from './schemas/store';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<TSchema extends v.GenericSchema> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra request headers (e.g. the admin token); the store key and token are set by the core. */
  headers?: Record<string, string>;
  /** The response is parsed with this schema; a mismatch is an UnknownError, not silent bad data. */
  schema: TSchema;
  signal?: AbortSignal;
}

/** What the one HTTP path needs: where the API is, which store speaks, the credentials. */
export interface RequestConfig {
  /** `/api` in the browser (same origin through the shop edge) or an absolute URL on a server. */
  baseUrl: string;
  storeKey: StoreKey;
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof globalThis.fetch;
}

export type Request = <TSchema extends v.GenericSchema>(
  path: string,
  options: RequestOptions<TSchema>,
) => Promise<v.InferOutput<TSchema>>;

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** Duck-typed: DOMException is not always an Error instance across realms (iframes, test VMs). */
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** How often a request the API refused as overloaded is sent again. */
const overloadRetries = 2;
/** The longest Retry-After honoured: a customer waits no longer for one call. */
const maxRetryAfterMs = 5_000;

function isOverloaded(response: Response, data: unknown): boolean {
  return (
    response.status === 503 &&
    typeof data === 'object' &&
    data !== null &&
    (data as { code?: unknown }).code === errorCodes.serviceOverloaded
  );
}

/** Retry-After in seconds (the API sends seconds), at most `maxRetryAfterMs`; 1 s without it. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000, maxRetryAfterMs);
}

/** Resolves after `ms`, or rejects with the signal's AbortError when the caller cancels. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** The one place that talks HTTP; every resource goes through it. */
export function createRequest(config: RequestConfig): Request {
  const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis);

  return async (path, { method = 'GET', query, body, headers: extraHeaders, schema, signal }) => {
    const headers: Record<string, string> = {
      ...extraHeaders,
      accept: 'application/json',
      [storeKeyHeader]: config.storeKey,
    };
    const token = await config.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';

    const send = async (): Promise<Response> => {
      try {
        return await fetchImpl(buildUrl(config.baseUrl, path, query), {
          method,
          headers,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        // A cancelled request is not a failure: react-query and callers recognise AbortError.
        if (isAbort(error)) throw error;
        throw ApiError.unknown('The API could not be reached', errorCodes.network, 0, error);
      }
    };

    let response = await send();
    let data = await readJson(response);
    // The API sheds a burst before any handler runs (503 service_overloaded with Retry-After):
    // nothing was done, so the same request, a write too, is sent again after the wait.
    for (let retry = 0; retry < overloadRetries && isOverloaded(response, data); retry++) {
      await wait(retryAfterMs(response), signal);
      response = await send();
      data = await readJson(response);
    }
    if (!response.ok) throw ApiError.fromResponseBody(response.status, data);

    const parsed = v.safeParse(schema, data);
    if (!parsed.success) {
      throw ApiError.unknown(
        `Unexpected response from ${method} ${path}: ${v.summarize(parsed.issues)}`,
        errorCodes.invalidResponse,
        response.status,
      );
    }
    return parsed.output;
  };
}
