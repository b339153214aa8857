import * as v from 'valibot';

/** Which API instance answered (INSTANCE_ID): behind the edge's balancing, one of several. */
const instance = v.pipe(v.string(), v.minLength(1));

export const HealthSchema = v.object({ status: v.literal('ok'), instance });
export type Health = v.InferOutput<typeof HealthSchema>;

/** GET /health/ready: this instance takes new work (not shutting down, its database answers). */
export const ReadinessSchema = v.object({ status: v.literal('ready'), instance });
export type Readiness = v.InferOutput<typeof ReadinessSchema>;

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
