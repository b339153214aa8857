import * as v from 'valibot';
import { TextSchema } from './text';

/**
 * What every rendered public page depends on besides its URL: the price sheet (its
 * lastRecalculatedAt, null before the first recalculation), the published content and the
 * catalogue (a digest of the products the shop shows, the same on every API instance). The edge
 * keys its render cache on them, so a recalculation, a publish or a staff change of a product is
 * never answered with old HTML.
 */
export const RenderVersionsSchema = v.object({
  prices: v.nullable(v.pipe(TextSchema, v.isoTimestamp())),
  content: TextSchema,
  /** Absent from an API before the back-office's catalogue (issue 26). */
  catalogue: v.optional(TextSchema),
});
export type RenderVersions = v.InferOutput<typeof RenderVersionsSchema>;
