import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  adminTokenHeader,
  allEndpoints,
  contentEditorTokenHeader,
  endpoints,
  errorCodes,
} from '@shop/api-client/contract';
import openApi from './openapi-plugin';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(openApi, { publicApiPrefix: '/api', checkAnswers: true });
  // A route that breaks its declaration, to see the check catch it.
  app.get('/health', { config: { endpoint: endpoints.health.check } }, async () => ({
    status: 'fine',
  }));
  app.get('/health/load', { config: { endpoint: endpoints.health.load } }, async () => ({
    gate: {
      inFlight: 0,
      queued: 0,
      lanes: { priority: { inFlight: 0, queued: 0 }, ordinary: { inFlight: 0, queued: 0 } },
    },
    sockets: 2,
  }));
  await app.ready();
});

afterAll(() => app.close());

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await app.inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    // The validator's own command line (the library is an ES module, which jest cannot load).
    const folder = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, response.body);
    const cli = createRequire(__filename).resolve(
      '@seriousme/openapi-schema-validator/bin/validate-api-cli.js',
    );
    const run = spawnSync(process.execPath, [cli, file], { encoding: 'utf8' });
    rmSync(folder, { recursive: true, force: true });
    expect(JSON.parse(run.stdout)).toEqual({ valid: true });
    expect(run.status).toBe(0);
    expect(response.json()).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api' }] });
  });

  it('holds every endpoint of the map with its access, input, answer and error reasons', async () => {
    const document = (await app.inject('/openapi.json')).json();
    for (const endpoint of allEndpoints()) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation).toMatchObject({ summary: endpoint.summary, tags: [endpoint.tag] });
      expect(operation.responses[endpoint.answer.status]).toBeDefined();
      for (const [status, reasons] of Object.entries(endpoint.errors ?? {}))
        for (const reason of reasons)
          expect(operation.responses[status].description).toContain(`\`${reason}\``);
    }
    const update = document.paths['/limit-orders/{id}'].put;
    expect(update.security).toEqual([{ customerSession: [] }]);
    expect(update.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(update.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['quantity']),
    );
    expect(update.responses[401].description).toContain(errorCodes.unauthorized);
    expect(document.components.schemas.ErrorObject.required).toEqual(
      expect.arrayContaining(['name', 'message', 'code', 'statusCode']),
    );
    expect(document.info.description).toContain(`\`${errorCodes.limitOrderTargetReached}\``);
    // Every code's row says what a customer reads for it, not only the code.
    for (const code of Object.values(errorCodes))
      expect(document.info.description).toMatch(new RegExp(`\\| \`${code}\` \\| \\S`));
  });

  it('names the staff tokens as security schemes of the admin and editor operations', async () => {
    const document = (await app.inject('/openapi.json')).json();
    expect(document.components.securitySchemes).toMatchObject({
      adminToken: { type: 'apiKey', in: 'header', name: adminTokenHeader },
      editorToken: { type: 'apiKey', in: 'header', name: contentEditorTokenHeader },
    });
    const recalculate = document.paths['/admin/prices/recalculate'].post;
    expect(recalculate.security).toEqual([{ adminToken: [] }]);
    expect(recalculate.responses[401].description).toContain(errorCodes.adminTokenInvalid);
    expect(recalculate.responses[429].description).toContain(errorCodes.tooManyRequests);
    expect(recalculate.responses[404].description).toContain(errorCodes.routeNotFound);
    const publish = document.paths['/content/editor/stories/{uuid}/publish'].post;
    expect(publish.security).toEqual([{ editorToken: [] }]);
    // A page's path spans segments: one parameter, described as such.
    expect(document.paths['/content/page/{rootFolder}/path/{path}'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'path', in: 'path', description: expect.any(String) }),
    );
  });
});

describe('staff operations', () => {
  it('name the staff session as their security scheme, with 401 and, for a permission, 403', async () => {
    const document = (await app.inject('/openapi.json')).json();
    expect(document.components.securitySchemes.staffSession).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const staffEndpoints = allEndpoints().filter((e) => e.access === 'staff');
    expect(staffEndpoints.length).toBeGreaterThan(0);
    for (const endpoint of staffEndpoints) {
      const operation = document.paths[endpoint.path][endpoint.method.toLowerCase()];
      expect(operation.security).toEqual([{ staffSession: [] }]);
      expect(operation.responses[401].description).toContain(errorCodes.staffUnauthorized);
      if (endpoint.permission)
        expect(operation.responses[403].description).toContain(errorCodes.staffPermissionMissing);
    }
    const me = document.paths['/staff/me'].get;
    expect(me.responses[403]).toBeUndefined();
    // Sign-in is public: no scheme, and a wrong code is the credentials' 401.
    const signIn = document.paths['/staff/session'].post;
    expect(signIn.security).toBeUndefined();
    expect(signIn.responses[401].description).toContain(errorCodes.invalidCredentials);
    expect(signIn.responses[429].description).toContain(errorCodes.tooManyRequests);
  });
});

describe('GET /docs', () => {
  it('is a reference page whose script and styles come from the shop itself', async () => {
    const page = await app.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/https?:\/\//);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(
      expect.arrayContaining([
        '/api/docs/assets/swagger-ui.css',
        '/api/docs/assets/swagger-ui-bundle.js',
        '/api/docs/init.js',
      ]),
    );
    for (const asset of assets) {
      const response = await app.inject(asset.replace(/^\/api/, ''));
      expect([asset, response.statusCode]).toEqual([asset, 200]);
    }
    expect((await app.inject('/docs/init.js')).body).toContain('"/api/openapi.json"');
    expect((await app.inject('/docs/assets/package.json')).statusCode).toBe(404);
  });
});

describe('the answer check', () => {
  it('turns an answer outside the contract into a 500 that names the difference', async () => {
    const response = await app.inject('/health');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: errorCodes.invalidResponse,
      message: expect.stringMatching(/GET \/health answered 200 outside the contract/),
    });
  });

  it('lets an answer of the declared shape through unchanged', async () => {
    const response = await app.inject('/health/load');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sockets: 2 });
  });
});
