import Fastify from 'fastify';
import errorHandler from './error-handler';
import { notFound, repositoryCall, repositoryError } from '../../lib/errors';

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
      message: 'The data store is not available, please try again later',
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
      message: 'Something went wrong, please try again later',
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

  it('keeps the cause of a repository error for the log', () => {
    const cause = new Error('boom');
    expect(repositoryError(cause).cause).toBe(cause);
  });
});
