import type { ServerResponse } from 'node:http';

/**
 * Aborts when the client goes away before its answer is complete, so the work done for it (a
 * call to the API) stops too. Not Fastify's `request.signal`: that one also fires once a request
 * body has been read, which a proxy does before the API answers.
 */
export function clientGone(
  response: Pick<ServerResponse, 'writableFinished' | 'once'>,
): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
