/**
 * Seeded random draws for the domain's simulation tests (simulated devices, simulated studies):
 * every run draws the same numbers, so a statistical test is a fixed check, never a flaky one.
 */

/** mulberry32: a small seeded generator of uniform draws in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A normal draw N(0, σ) by Box–Muller. */
export function normal(random: () => number, sigma: number): number {
  const u = 1 - random();
  return sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
