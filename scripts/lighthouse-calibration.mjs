// The CPU slowdown of the Lighthouse script's calibrated mode. Lighthouse's default (4x) assumes
// a fast desktop: on a slower machine the same 4x emulates a much slower phone than intended, on
// a faster one a faster phone, so figures of two machines do not compare. Calibrated, the
// slowdown is the machine's CPU benchmark index (Lighthouse's `computeBenchmarkIndex`, measured
// right before each page) over the index of a mid-range phone: every machine then emulates that
// phone.

/**
 * The benchmark index of a mid-range phone (a Pixel 5): Chrome DevTools' CPU calibration uses
 * 1000 for its mid-tier preset (`midScore` in panels/mobile_throttling/CalibrationController.ts).
 * Lighthouse's default 4x is that phone on a desktop of index 4000.
 */
export const MID_RANGE_PHONE_INDEX = 1000;

/**
 * The slowdown that makes this machine about as fast as the reference phone: index / reference,
 * to two decimals, never below 1 (a machine slower than the phone cannot be sped up; its figures
 * are then worse than the phone's, and the row says so by its index).
 */
export function calibratedSlowdown(benchmarkIndex, referenceIndex = MID_RANGE_PHONE_INDEX) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`No usable CPU benchmark index: ${benchmarkIndex}`);
  if (!Number.isFinite(referenceIndex) || referenceIndex <= 0)
    throw new Error(`No usable reference index: ${referenceIndex}`);
  return Math.max(1, Math.round((benchmarkIndex / referenceIndex) * 100) / 100);
}

/**
 * The script's mode from LIGHTHOUSE_MODE: `default` (Lighthouse's own 4x, the figures most
 * published ones compare with) or `calibrated`. Anything else is refused rather than guessed.
 */
export function lighthouseMode(value) {
  const mode = value?.trim() || 'default';
  if (mode !== 'default' && mode !== 'calibrated')
    throw new Error(`LIGHTHOUSE_MODE is default or calibrated, not ${JSON.stringify(value)}`);
  return mode;
}

/**
 * Lighthouse's throttling settings for one audit: its mobile defaults (`base`, simulated slow 4G)
 * with the CPU slowdown of the mode. Null in the default mode: Lighthouse keeps its own.
 */
export function throttlingFor(mode, benchmarkIndex, base) {
  if (mode === 'default') return null;
  return { ...base, cpuSlowdownMultiplier: calibratedSlowdown(benchmarkIndex) };
}
