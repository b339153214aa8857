import Fastify from 'fastify';
import errorHandler from './error-handler';
import { AppError, notFound, repositoryCall, repositoryError } from '../lib/errors';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.get('/db-down', async () =>
    repositoryCall(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))),
  );
  app.get('/bug', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  });
  app.get('/gone', async () => {
    throw notFound('product_not_found', 'No product with SKU X');
  });
  app.post('/echo', async (request) => request.body);
  app.get('/busy', async () => {
    throw new AppError(
      {
        name: 'OperationNotValidError',
        message: 'busy',
        code: 'too_many_requests',
        statusCode: 429,
      },
      { headers: { 'retry-after': '30' } },
    );
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers a database failure with RepositoryError 503 and nothing of the cause', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      name: 'RepositoryError',
      // The client's language (English without any), from the shared message tables.
      message: 'The service is temporarily unavailable. Please try again later.',
      code: 'repository_unavailable',
      statusCode: 503,
    });
    expect(res.body).not.toContain('ECONNREFUSED');
    await app.close();
  });

  it('answers an unexpected exception with UnknownError 500 and no stack trace', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      name: 'UnknownError',
      message: 'Something went wrong. Please try again later.',
      code: 'unknown_error',
      statusCode: 500,
    });
    expect(res.body).not.toMatch(/TypeError|at .*\.ts/);
    await app.close();
  });

  it('passes application errors through unchanged', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      name: 'ResourceNotFoundError',
      message: 'No product with SKU X',
      code: 'product_not_found',
      statusCode: 404,
    });
    await app.close();
  });

  it('turns unreadable bodies into validation errors instead of Fastify’s own shape', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      name: 'OperationNotValidError',
      code: 'invalid_request',
      reason: 'validation',
      statusCode: 400,
    });
    const media = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ name: 'OperationNotValidError', statusCode: 415 });
    await app.close();
  });

  it('answers in the language of the request and sends the headers of the error', async () => {
    const app = await appWithRoutes();
    const de = await app.inject({ url: '/busy', headers: { 'accept-language': 'de-CH,de;q=0.9' } });
    expect(de.statusCode).toBe(429);
    expect(de.headers['retry-after']).toBe('30');
    expect(de.json()).toEqual({
      name: 'OperationNotValidError',
      message: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
      code: 'too_many_requests',
      statusCode: 429,
    });
    const en = await app.inject({
      url: '/busy?languageTag=en',
      headers: { 'accept-language': 'de' },
    });
    expect(en.json()).toMatchObject({ message: 'Too many attempts. Please try again later.' });
    await app.close();
  });

  it('keeps the cause of a repository error for the log', () => {
    const cause = new Error('boom');
    expect(repositoryError(cause).cause).toBe(cause);
  });
});
