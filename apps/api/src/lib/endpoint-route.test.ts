import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { endpoint, endpoints } from '@shop/api-client/contract';
import errorHandler from '../plugins/error-handler';
import { endpointRoute, guardScope } from './endpoint-route';
import { AppError } from './errors';

const staffOnly = endpoint({
  method: 'GET',
  path: '/admin/things',
  summary: 'List the things',
  tag: 'Admin',
  access: 'admin',
  answer: { status: 200, schema: v.object({ things: v.number() }) },
});

const refuseWithoutToken = async (request: { headers: Record<string, unknown> }) => {
  if (request.headers['x-admin-token'] !== 'secret')
    throw new AppError({
      name: 'OperationNotValidError',
      message: 'A valid admin token is required',
      code: 'admin_token_invalid',
      statusCode: 401,
    });
};

describe('endpointRoute', () => {
  it('refuses an admin endpoint outside the scope that checks the admin token, at start-up', async () => {
    const register = (scope: FastifyInstance) =>
      endpointRoute(scope, staffOnly, async () => ({ things: 1 }));
    const startWith = async (plugins: FastifyPluginAsync[]) => {
      const app = Fastify();
      try {
        for (const plugin of plugins) await app.register(plugin);
        await app.ready();
      } finally {
        await app.close();
      }
    };
    const guarded: FastifyPluginAsync = async (scope) =>
      guardScope(scope, 'admin', refuseWithoutToken);
    // The root, a sibling of the guarded scope, and the editor's guarded scope.
    await expect(startWith([async (scope) => register(scope)])).rejects.toThrow(
      /GET \/admin\/things: admin endpoints are registered only in the scope/,
    );
    await expect(startWith([guarded, async (scope) => register(scope)])).rejects.toThrow(
      /admin endpoints/,
    );
    await expect(
      startWith([
        async (scope) => {
          guardScope(scope, 'editor', refuseWithoutToken);
          register(scope);
        },
      ]),
    ).rejects.toThrow(/admin endpoints/);
    await expect(
      startWith([
        async (scope) => {
          await guarded(scope, {});
          register(scope);
        },
      ]),
    ).resolves.toBeUndefined();
  });

  it('registers it in that scope, behind the token check', async () => {
    const app = Fastify();
    await app.register(errorHandler);
    await app.register(async (scope) => {
      guardScope(scope, 'admin', refuseWithoutToken);
      endpointRoute(scope, staffOnly, async () => ({ things: 1 }));
    });
    expect((await app.inject('/admin/things')).statusCode).toBe(401);
    const allowed = await app.inject({
      url: '/admin/things',
      headers: { 'x-admin-token': 'secret' },
    });
    expect(allowed.json()).toEqual({ things: 1 });
    await app.close();
  });

  it('gives a wildcard parameter the rest of the path, slashes included', async () => {
    const app = Fastify();
    endpointRoute(app, endpoints.content.page, async ({ params }) => ({ params }) as never);
    const response = await app.inject('/content/page/de/path/ueber-uns/team');
    expect(response.json()).toEqual({ params: { rootFolder: 'de', path: 'ueber-uns/team' } });
    await app.close();
  });

  it('hands the bytes of the body to checkRawBody before it reads them as JSON', async () => {
    const app = Fastify();
    const seen: string[] = [];
    endpointRoute(app, endpoints.content.webhook, async ({ body }) => ({ invalidated: 0, body }), {
      checkRawBody: (raw) => {
        seen.push(raw.toString('utf8'));
      },
    });
    const payload = '{ "action": "published" }';
    const response = await app.inject({
      method: 'POST',
      url: '/content/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(seen).toEqual([payload]);
    expect(response.json()).toEqual({ invalidated: 0, body: { action: 'published' } });
    await app.close();
  });
});
