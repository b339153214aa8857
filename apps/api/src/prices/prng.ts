/** mulberry32: a small, fast, seedable PRNG; the same seed gives the same walk on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Standard normal numbers from a uniform source (Box-Muller). */
export function gaussian(random: () => number): () => number {
  return () => {
    const u = 1 - random(); // (0, 1]
    const v = random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
}

/** Mixes a seed with a number (e.g. a timestamp) into a new 32-bit seed. */
export function mixSeed(seed: number, value: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const part of [value % 4_294_967_296, Math.floor(value / 4_294_967_296)]) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h;
}
