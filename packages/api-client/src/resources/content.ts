import type { Request } from '../client';
import { ContentPageSchema } from '../schemas/content';
import type { CallOptions } from './products';

export function createContentResource(request: Request) {
  return {
    /** A published page; throws ApiError ResourceNotFoundError (404) when there is none. */
    page: (rootFolder: string, path: string, languageTag?: string, options: CallOptions = {}) =>
      request(
        `/content/page/${encodeURIComponent(rootFolder)}/path/${path
          .replace(/^\/+|\/+$/g, '')
          .split('/')
          .map(encodeURIComponent)
          .join('/')}`,
        { query: { languageTag }, schema: ContentPageSchema, ...options },
      ),
  };
}
