import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { errorCodes } from '@shop/api-client/contract';
import { AppError, notFound, unknownError } from '../lib/errors';
import { fromFastifyError } from '../lib/http-errors';
import { localizeError } from '../lib/localize-error';
import { requestLanguage } from '../lib/request-language';
import { RouteMethods } from '../lib/route-methods';

/**
 * One place turns every failure of a routed request into the spec's error object; nothing else
 * reaches the client. (Failures before routing: lib/http-errors.ts, given to Fastify in app.ts.)
 * Registered first, so its onRoute hook learns every route for the 405 answers.
 */
export default fp(
  async (fastify) => {
    const routeMethods = new RouteMethods();
    fastify.addHook('onRoute', (route) => routeMethods.add(route.url, route.method));

    fastify.setErrorHandler((error, request, reply) => {
      const appError =
        error instanceof AppError
          ? error
          : (fromFastifyError(error as FastifyError) ?? unknownError(error));
      const { body } = appError;
      // A refusal with Retry-After (503 shed, 429) is the API protecting itself, not a fault.
      if (body.statusCode >= 500 && !('retry-after' in appError.headers)) {
        request.log.error({ err: appError.cause ?? error, code: body.code }, body.message);
      } else {
        request.log.info({ code: body.code, details: body.details }, body.message);
      }
      return reply
        .status(body.statusCode)
        .headers(appError.headers)
        .type('application/json; charset=utf-8')
        .send(localizeError(body, requestLanguage(request)));
    });

    // Thrown, so the error handler above answers it like every other failure.
    fastify.setNotFoundHandler(async (request) => {
      const path = request.url.split('?')[0]!;
      const allowed = routeMethods.allowed(path);
      if (allowed.length === 0)
        throw notFound(errorCodes.routeNotFound, `Route not found: ${request.method} ${path}`);
      throw new AppError(
        {
          name: 'OperationNotValidError',
          message: `Method not allowed: ${request.method} ${path}`,
          code: errorCodes.methodNotAllowed,
          statusCode: 405,
          reason: 'method',
        },
        { headers: { allow: allowed.join(', ') } },
      );
    });
  },
  { name: 'error-handler' },
);
