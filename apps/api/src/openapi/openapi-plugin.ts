import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fp from 'fastify-plugin';
import { allEndpoints, errorCodes } from '@shop/api-client/contract';
import { findRepoRoot } from '../lib/paths';
import { createAnswerCheck } from './answer-check';
import { docsPage, docsScript } from './docs-page';
import { openApiDocument } from './document';

export interface OpenApiPluginOptions {
  /** Where the edge serves the API (`/api`): the reference page and the document link there. */
  publicApiPrefix: string;
  /** Checks every answer of a declared endpoint against the document (outside production). */
  checkAnswers: boolean;
}

/** The viewer's files, served by the API itself: the reference page makes no outside request. */
const viewerFiles = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

function viewerFolder(): string {
  const require = createRequire(path.join(findRepoRoot(), 'apps/api/package.json'));
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

/**
 * The published description of the API: GET /openapi.json (OpenAPI 3.1, from the endpoint map)
 * and GET /docs, a readable reference of it.
 */
export default fp<OpenApiPluginOptions>(
  async (fastify, { publicApiPrefix, checkAnswers }) => {
    const version = (
      JSON.parse(readFileSync(path.join(findRepoRoot(), 'apps/api/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const document = openApiDocument(allEndpoints(), version, publicApiPrefix);
    const documentJson = JSON.stringify(document);
    const fromMemory = { config: { databaseBound: false } };

    fastify.get('/openapi.json', fromMemory, async (_request, reply) =>
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(documentJson),
    );

    const folder = viewerFolder();
    const files = new Map(
      Object.entries(viewerFiles).map(([name, type]) => [
        name,
        { body: readFileSync(path.join(folder, name)), type },
      ]),
    );
    const page = docsPage(publicApiPrefix);
    fastify.get('/docs', fromMemory, async (_request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(page),
    );
    const script = docsScript(publicApiPrefix);
    fastify.get('/docs/init.js', fromMemory, async (_request, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(script),
    );
    fastify.get<{ Params: { file: string } }>(
      '/docs/assets/:file',
      fromMemory,
      async (request, reply) => {
        const file = files.get(request.params.file);
        if (!file) return reply.callNotFound();
        return reply
          .header('content-type', file.type)
          .header('cache-control', 'public, max-age=86400')
          .send(file.body);
      },
    );

    if (!checkAnswers) return;
    const check = createAnswerCheck(document);
    fastify.addHook('onSend', async (request, reply, payload) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint || (payload !== null && typeof payload !== 'string')) return payload;
      const problem = check(endpoint, reply.statusCode, payload ?? undefined);
      if (!problem) return payload;
      // A test or a developer sees at once that the API and its published contract differ.
      request.log.error(problem);
      reply.status(500).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({
        name: 'UnknownError',
        message: problem,
        code: errorCodes.invalidResponse,
        statusCode: 500,
      });
    });
  },
  { name: 'openapi' },
);
