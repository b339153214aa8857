import type { Request } from '../client';
import { RenderVersionsSchema } from '../schemas/versions';
import type { CallOptions } from './products';

export function createVersionsResource(request: Request) {
  return {
    /** GET /versions: the price sheet and content versions rendered pages are keyed on. */
    current: (options: CallOptions = {}) =>
      request('/versions', { schema: RenderVersionsSchema, ...options }),
  };
}
