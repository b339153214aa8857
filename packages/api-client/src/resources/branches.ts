import type { Request } from '../client';
import { BranchListSchema, BranchSchema } from '../schemas/checkout';
import type { CallOptions } from './products';

/** The dealer's branches for the store pages (the checkout reads its own list, per store). */
export function createBranchesResource(request: Request) {
  return {
    /** GET /branches?scope=all: every branch of the dealer. */
    all: (options: CallOptions = {}) =>
      request('/branches', { schema: BranchListSchema, query: { scope: 'all' }, ...options }),
    /** GET /branches/{slug}: one branch; a ResourceNotFoundError for an unknown slug. */
    bySlug: (slug: string, options: CallOptions = {}) =>
      request(`/branches/${encodeURIComponent(slug)}`, { schema: BranchSchema, ...options }),
  };
}
