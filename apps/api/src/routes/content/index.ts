import type { FastifyPluginAsync } from 'fastify';
import {
  ContentPageParamsSchema,
  ContentPageQuerySchema,
  errorCodes,
  languageOfTag,
} from '@shop/api-client';
import { isLanguage } from '@shop/i18n';
import { notFound } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';

const contentRoutes: FastifyPluginAsync = async (fastify) => {
  /** The shop edge asks here whether the content catch-all route has a page for a path. */
  fastify.get('/page/:rootFolder/path/*', async (request) => {
    const params = parseRequest(ContentPageParamsSchema, 'params', request.params);
    const query = parseRequest(ContentPageQuerySchema, 'query', request.query);
    // The shop keeps one content tree per language (root folder `de` or `en`), so without a tag
    // the folder names the language; other folders default to German like the rest of the shop.
    const language = query.languageTag
      ? languageOfTag(query.languageTag)
      : isLanguage(params.rootFolder)
        ? params.rootFolder
        : languageOfTag(undefined);
    const page = await fastify.contentPagesRepository.findPublished(
      params.rootFolder,
      params['*'],
      language,
    );
    if (!page) {
      throw notFound(
        errorCodes.pageNotFound,
        `Page not found: ${params.rootFolder}/${params['*']} (${language})`,
      );
    }
    return page;
  });
};

export default contentRoutes;
