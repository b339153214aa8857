// Cumulative layout shift as browsers report it (web.dev/articles/cls): shifts not caused by
// input are grouped into session windows (a window ends after a 1 s gap or once it spans 5 s),
// and CLS is the largest window's sum.

const GAP_MS = 1000;
const WINDOW_MS = 5000;

/** `shifts`: layout-shift entries ({ value, startTime }) without recent input, in time order. */
export function clsOfShifts(shifts) {
  let largest = 0;
  let sum = 0;
  let first = 0;
  let last = 0;
  for (const { value, startTime } of shifts) {
    if (sum > 0 && startTime - last < GAP_MS && startTime - first < WINDOW_MS) {
      sum += value;
    } else {
      sum = value;
      first = startTime;
    }
    last = startTime;
    largest = Math.max(largest, sum);
  }
  return largest;
}
