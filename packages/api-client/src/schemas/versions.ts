import * as v from 'valibot';
import { TextSchema } from './text';

/**
 * What every rendered public page depends on besides its URL: the price sheet (its
 * lastRecalculatedAt, null before the first recalculation) and the published content. The edge
 * keys its render cache on both, so a recalculation or a publish is never answered with old HTML.
 */
export const RenderVersionsSchema = v.object({
  prices: v.nullable(v.pipe(TextSchema, v.isoTimestamp())),
  content: TextSchema,
});
export type RenderVersions = v.InferOutput<typeof RenderVersionsSchema>;
