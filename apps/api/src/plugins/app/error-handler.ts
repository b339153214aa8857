import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { errorCodes } from '@shop/api-client';
import { AppError, notFound, unknownError, validationError } from '../../lib/errors';

/**
 * Fastify's own client errors (malformed JSON 400, wrong content type 415, oversized body 413)
 * are the caller's fault: they become OperationNotValidError with Fastify's status, not 500s.
 */
function fromFastifyError(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500) return null;
  const { body } = validationError(
    [{ path: 'request', message: error.message }],
    'The request could not be read',
  );
  return new AppError({ ...body, statusCode: status });
}

/** One place turns every failure into the spec's error object; nothing else reaches the client. */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error, request, reply) => {
      const appError =
        error instanceof AppError
          ? error
          : (fromFastifyError(error as FastifyError) ?? unknownError(error));
      const { body } = appError;
      if (body.statusCode >= 500) {
        request.log.error({ err: appError.cause ?? error, code: body.code }, body.message);
      } else {
        request.log.info({ code: body.code, details: body.details }, body.message);
      }
      return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
    });

    fastify.setNotFoundHandler((request, reply) => {
      const { body } = notFound(
        errorCodes.routeNotFound,
        `Route not found: ${request.method} ${request.url.split('?')[0]}`,
      );
      return reply.status(404).send(body);
    });
  },
  { name: 'error-handler' },
);
