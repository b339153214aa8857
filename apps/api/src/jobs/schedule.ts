import { createHash } from 'node:crypto';

/*
 * When a job every N seconds is due, and the queue's id of a job at a due time. Due times are the
 * multiples of the interval since the epoch, the same on every instance whatever its start: each
 * instance offers the job at each due time and the queue takes the first offer (the id is derived
 * from the job and the due time), so the job runs once per due time however many instances run.
 */

/** The last due time at or before `now` of a job every `intervalSeconds` (> 0). */
export function dueTimeAt(now: Date, intervalSeconds: number): Date {
  const intervalMs = intervalSeconds * 1000;
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

/**
 * Milliseconds from `now` until just after the next due time. The margin keeps a timer that fires
 * a little early (or a clock a little behind another instance's) from offering the last due time
 * again instead of the next.
 */
export function msUntilNextDue(now: Date, intervalSeconds: number, marginMs = 50): number {
  const next = dueTimeAt(now, intervalSeconds).getTime() + intervalSeconds * 1000;
  return next - now.getTime() + marginMs;
}

/** The queue's id of `job` at `dueAt`: a UUID (version 8, name-based) from both. */
export function jobIdAt(job: string, dueAt: Date): string {
  const bytes = createHash('sha256')
    .update(`${job}\0${dueAt.toISOString()}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
