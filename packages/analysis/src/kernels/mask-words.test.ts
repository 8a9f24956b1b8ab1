import { describe, expect, it } from 'vitest';
import { labelComponents } from './components';
import { distanceToBackground } from './distance';
import { clearMarkedWords, countMarked, nonZeroBytes, onesIn, wordsOf } from './mask-words';
import { maskMinus, type Mask } from './plane';

/** A sparse mask of blobs and specks; values 0, 1 and 2 (class masks hold 2 too). */
function blobs(w: number, h: number, seed: number): Mask {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const data = new Uint8Array(w * h);
  for (let k = 0; k < 12; k += 1) {
    const cx = next() * w;
    const cy = next() * h;
    const r = 1 + next() * 6;
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1)
        if ((x - cx) ** 2 + (y - cy) ** 2 + 4 * next() <= r * r)
          data[y * w + x] = k % 3 === 0 ? 2 : 1;
  }
  return { width: w, height: h, data };
}

/** The same pixels one column wider (an empty last column): rows no longer fall on whole words. */
function widened(mask: Mask): Mask {
  const w = mask.width + 1;
  const data = new Uint8Array(w * mask.height);
  for (let y = 0; y < mask.height; y += 1)
    data.set(mask.data.subarray(y * mask.width, (y + 1) * mask.width), y * w);
  return { width: w, height: mask.height, data };
}

describe('masks read four pixels at a time', () => {
  it('finds the non-zero bytes of a word and counts them', () => {
    expect(nonZeroBytes(0x80_00_02_00)).toBe(0x01_00_01_00);
    expect(nonZeroBytes(0xff_ff_ff_ff)).toBe(0x01_01_01_01);
    expect(onesIn(0x01_00_01_01)).toBe(3);
    expect(wordsOf(new Uint8Array(6))).toBeNull();
    expect(wordsOf(new Uint8Array(8).subarray(1, 5))).toBeNull();
  });

  it('counts and clears as the byte loops do', () => {
    const a = blobs(64, 40, 3).data;
    const b = blobs(64, 40, 11).data;
    let both = 0;
    let inA = 0;
    for (let i = 0; i < a.length; i += 1) {
      if (a[i]) inA += 1;
      if (a[i] && b[i]) both += 1;
    }
    expect(countMarked(a)).toBe(inA);
    expect(countMarked(a, b)).toBe(both);
    const out = Uint8Array.from(a, (v) => (v ? 1 : 0));
    expect(clearMarkedWords(out, [b])).toBe(true);
    expect(Array.from(out)).toEqual(Array.from(a, (v, i) => (v && !b[i] ? 1 : 0)));
  });

  it('subtracts masks as a byte loop does, on words and on unaligned bytes', () => {
    const a = blobs(64, 40, 2);
    const b = blobs(64, 40, 7);
    const c = blobs(64, 40, 13);
    const expected = Array.from(a.data, (v, i) => +(v !== 0 && !b.data[i] && !c.data[i]));
    expect(Array.from(maskMinus(a, b, c).data)).toEqual(expected);
    // One byte into its buffer, `b` cannot be read as words: the byte path answers.
    const shifted = new Uint8Array(b.data.length + 1);
    shifted.set(b.data, 1);
    const unaligned = { ...b, data: shifted.subarray(1) };
    expect(wordsOf(unaligned.data)).toBeNull();
    expect(Array.from(maskMinus(a, unaligned, c).data)).toEqual(expected);
  });

  it('labels components and distances the same on whole words and on odd rows', () => {
    for (const seed of [1, 5, 9]) {
      const mask = blobs(64, 40, seed);
      const wide = widened(mask);
      const c = labelComponents(mask);
      const cw = labelComponents(wide);
      expect(cw.count).toBe(c.count);
      const d = distanceToBackground(mask);
      const dw = distanceToBackground(wide);
      for (let y = 0; y < 40; y += 1)
        for (let x = 0; x < 64; x += 1) {
          expect(cw.labels[y * 65 + x]).toBe(c.labels[y * 64 + x]);
          // The extra background column is where the image border was: the same distances.
          expect(dw[y * 65 + x]).toBe(d[y * 64 + x]);
        }
    }
  });
});
