import { describe, expect, it } from 'vitest';
import { glcm, glcmFeatures, glcmTexture, quantize } from './glcm';

// The worked example of scikit-image's graycomatrix documentation (4 levels, distance 1, 0°),
// whose non-symmetric counts are [[2,2,1,0],[0,2,0,0],[0,0,3,1],[0,0,0,1]].
const image = Uint8Array.from([0, 0, 1, 1, 0, 0, 1, 1, 0, 2, 2, 2, 2, 2, 3, 3]);
const counts = [2, 2, 1, 0, 0, 2, 0, 0, 0, 0, 3, 1, 0, 0, 0, 1];

function symmetricNormalised(c: number[]): number[] {
  const out = c.map((_, k) => c[k]! + c[(k % 4) * 4 + Math.floor(k / 4)]!);
  const total = out.reduce((a, b) => a + b, 0);
  return out.map((v) => v / total);
}

describe('glcm', () => {
  it('reproduces the documented co-occurrences, symmetric and normalised', () => {
    const p = glcm(image, 4, 4, 4, 1, 0);
    const expected = symmetricNormalised(counts);
    expected.forEach((v, k) => expect(p[k]).toBeCloseTo(v, 12));
  });

  it('counts every pair of a sampled, masked image, rows of any length', () => {
    // 23 × 9 levels 0–5 with a mask, step 1 and 2, all four angles at distances 1 and 3: the
    // counts of four pairs a step must equal a plain count of the same pairs.
    const [w, h, levels] = [23, 9, 6];
    const q = Uint8Array.from({ length: w * h }, (_, i) => (i * 7 + (i >> 3)) % levels);
    const mask = { width: w, height: h, data: Uint8Array.from(q, (_, i) => +(i % 11 !== 4)) };
    for (const step of [1, 2])
      for (const d of [1, 3])
        for (const [ax, ay] of [
          [1, 0],
          [1, -1],
          [0, -1],
          [-1, -1],
        ] as const) {
          const [dx, dy] = [ax * d, ay * d];
          const plain = new Array<number>(levels * levels).fill(0);
          for (let y = Math.max(0, -dy); y < Math.min(h, h - dy); y += step)
            for (let x = Math.max(0, -dx); x < Math.min(w, w - dx); x += step) {
              const [i, j] = [y * w + x, (y + dy) * w + x + dx];
              if (mask.data[i] && mask.data[j]) plain[q[i]! * levels + q[j]!]! += 1;
            }
          const total = 2 * plain.reduce((a, b) => a + b, 0);
          const p = glcm(q, w, h, levels, dx, dy, mask, step);
          for (let a = 0; a < levels; a += 1)
            for (let b = 0; b < levels; b += 1)
              expect(p[a * levels + b]).toBe(
                (plain[a * levels + b]! + plain[b * levels + a]!) / total,
              );
        }
  });

  it('computes Haralick features by their definitions', () => {
    const p = Float64Array.from(symmetricNormalised(counts));
    const f = glcmFeatures(p, 4);
    let contrast = 0;
    let homogeneity = 0;
    let asm = 0;
    let entropy = 0;
    p.forEach((v, k) => {
      const d = (k % 4) - Math.floor(k / 4);
      contrast += v * d * d;
      homogeneity += v / (1 + d * d);
      asm += v * v;
      if (v > 0) entropy -= v * Math.log2(v);
    });
    expect(f.contrast).toBeCloseTo(contrast, 12);
    expect(f.homogeneity).toBeCloseTo(homogeneity, 12);
    expect(f.energy).toBeCloseTo(Math.sqrt(asm), 12);
    expect(f.entropy).toBeCloseTo(entropy, 12);
  });

  it('is unchanged by a 90° rotation when averaged over the four angles', () => {
    const w = 6;
    const h = 5;
    const q = Uint8Array.from({ length: w * h }, (_, i) => (i * 7) % 5);
    const rotated = new Uint8Array(w * h); // (x, y) → (h − 1 − y, x), new width h
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1) rotated[x * h + (h - 1 - y)] = q[y * w + x]!;
    const a = glcmTexture(q, w, h, { levels: 5, distances: [1, 2] });
    const b = glcmTexture(rotated, h, w, { levels: 5, distances: [1, 2] });
    expect(b.contrast).toBeCloseTo(a.contrast, 10);
    expect(b.entropy).toBeCloseTo(a.entropy, 10);
  });

  it('samples a quarter of the references that flips and quarter turns map onto themselves', () => {
    // Sizes of every residue mod 4; pseudo-random levels, so any other sample differs.
    for (const [w, h] of [
      [24, 18],
      [25, 19],
      [22, 21],
    ] as const) {
      const q = Uint8Array.from({ length: w * h }, (_, i) => (i * 7919 + ((i * i) % 13)) % 8);
      const options = { levels: 8, distances: [1, 2, 4], flipClosed: true };
      const base = glcmTexture(q, w, h, options);
      const flipped = new Uint8Array(w * h);
      for (let y = 0; y < h; y += 1)
        for (let x = 0; x < w; x += 1) flipped[y * w + (w - 1 - x)] = q[y * w + x]!;
      const rotated = new Uint8Array(w * h);
      for (let y = 0; y < h; y += 1)
        for (let x = 0; x < w; x += 1) rotated[x * h + (h - 1 - y)] = q[y * w + x]!;
      for (const moved of [
        glcmTexture(flipped, w, h, options),
        glcmTexture(rotated, h, w, options),
      ]) {
        expect(moved.contrast).toBeCloseTo(base.contrast, 10);
        expect(moved.entropy).toBeCloseTo(base.entropy, 10);
      }
      const stepped = glcmTexture(flipped, w, h, { ...options, flipClosed: false, step: 2 });
      expect(Math.abs(stepped.contrast - base.contrast)).toBeGreaterThan(0);
    }
  });

  it('quantises linearly and clamps', () => {
    const q = quantize({ width: 4, height: 1, data: Float32Array.from([-1, 0, 0.5, 2]) }, 32, 0, 1);
    expect(Array.from(q)).toEqual([0, 0, 16, 31]);
  });
});
