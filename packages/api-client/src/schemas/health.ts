import * as v from 'valibot';

export const HealthSchema = v.object({ status: v.literal('ok') });
export type Health = v.InferOutput<typeof HealthSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const LaneLoadSchema = v.object({ inFlight: count, queued: count });

/**
 * GET /health/load: what the API holds now. Probes and operators compare it with the idle
 * value after a fault: a count that does not come back is work counted and never let go.
 */
export const ApiLoadSchema = v.object({
  gate: v.object({
    inFlight: count,
    queued: count,
    lanes: v.object({ priority: LaneLoadSchema, ordinary: LaneLoadSchema }),
  }),
  /** Open price sockets of this instance. */
  sockets: count,
});
export type ApiLoad = v.InferOutput<typeof ApiLoadSchema>;
