// Deterministic draws for the benchmarks and the fuzz pass: the same seed
// gives the same sequence, so runs compare.

export type Rng = () => number;

/** mulberry32: small, fast, good enough for test data and traffic. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Draws indexes 0..n-1 with P(k) proportional to 1/(k+1)^s (s = 1: as real traffic repeats its favourites). */
export function zipf(n: number, random: Rng, s = 1): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 0; k < n; k++) cumulative.push((sum += 1 / (k + 1) ** s));
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
