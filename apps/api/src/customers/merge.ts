import type { MergeResponse } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { repositoryCall } from '../lib/errors';

/** What an anonymous owner can hold that moves to the customer on sign-in. */
export type MergeResource = keyof MergeResponse;

/** Moves one resource from `anonymousId` to `customerId` inside the merge's transaction; answers how many moved. */
export type MergeStep = (tx: Database, anonymousId: string, customerId: string) => Promise<number>;

/**
 * Owner-scoped resources register how they move from a guest to a customer (carts in
 * carts/carts-plugin.ts, wishlists in wishlists/wishlists-plugin.ts); a resource without a step
 * answers a zero count.
 */
export function createMergeRegistry(db: Database) {
  const steps = new Map<MergeResource, MergeStep>();
  return {
    register(resource: MergeResource, step: MergeStep) {
      if (steps.has(resource))
        throw new Error(`A merge step for ${resource} is registered already`);
      steps.set(resource, step);
    },
    /** Runs every step in one transaction: a guest's things move completely or not at all. */
    merge: (anonymousId: string, customerId: string): Promise<MergeResponse> =>
      repositoryCall(() =>
        db.transaction(async (tx) => {
          const counts: MergeResponse = { carts: 0, wishlists: 0 };
          for (const [resource, step] of steps)
            counts[resource] = await step(tx, anonymousId, customerId);
          return counts;
        }),
      ),
  };
}

export type MergeRegistry = ReturnType<typeof createMergeRegistry>;
