/**
 * Chamfer distance transform (Borgefors 1986, weights 3 and 4 for edge and diagonal steps):
 * for every marked pixel, the distance in px to the nearest unmarked pixel (or the image
 * border), within about 8 % of the Euclidean distance. Two passes, O(1) per pixel. The largest
 * value inside a region is the radius of the largest disc it holds: a spot holds a disc of its
 * own radius, a line only one of half its width.
 */
import { newFloat32 } from './arena';
import { rowWordsOf, startsEmptyWord } from './mask-words';
import type { Mask } from './plane';
import { scratchInt32, scratchUint8 } from './scratch';

export function distanceToBackground(mask: Mask): Float32Array {
  const { width: w, height: h, data } = mask;
  const d = scratchInt32('distance', w * h);
  const far = 1 << 29;
  // Rows without a marked pixel stay 0 throughout and are skipped (masks here are sparse), and
  // with whole rows of words a word of four unmarked pixels is skipped at once.
  const words = rowWordsOf(mask);
  d.fill(0);
  const marked = scratchUint8('distance-rows', h);
  for (let y = 0; y < h; y += 1) {
    let any = 0;
    for (let i = y * w; i < (y + 1) * w; i += 1) {
      if (startsEmptyWord(words, i)) {
        i += 3;
        continue;
      }
      if (data[i]! !== 0) {
        d[i] = far;
        any = 1;
      }
    }
    marked[y] = any;
  }
  // Outside the image counts as background: the first/last rows and columns are at distance 1.
  for (let y = 0; y < h; y += 1) {
    if (!marked[y]) continue;
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      if (startsEmptyWord(words, i)) {
        x += 3;
        continue;
      }
      if (d[i] === 0) continue;
      let v = x === 0 || y === 0 ? 3 : d[i]!;
      if (x > 0) v = Math.min(v, d[i - 1]! + 3);
      if (y > 0) {
        v = Math.min(v, d[i - w]! + 3);
        if (x > 0) v = Math.min(v, d[i - w - 1]! + 4);
        if (x < w - 1) v = Math.min(v, d[i - w + 1]! + 4);
      }
      d[i] = v;
    }
  }
  for (let y = h - 1; y >= 0; y -= 1) {
    if (!marked[y]) continue;
    for (let x = w - 1; x >= 0; x -= 1) {
      const i = y * w + x;
      // Backwards, a word is met at its last pixel.
      if (startsEmptyWord(words, i - 3)) {
        x -= 3;
        continue;
      }
      if (d[i] === 0) continue;
      let v = x === w - 1 || y === h - 1 ? Math.min(d[i]!, 3) : d[i]!;
      if (x < w - 1) v = Math.min(v, d[i + 1]! + 3);
      if (y < h - 1) {
        v = Math.min(v, d[i + w]! + 3);
        if (x < w - 1) v = Math.min(v, d[i + w + 1]! + 4);
        if (x > 0) v = Math.min(v, d[i + w - 1]! + 4);
      }
      d[i] = v;
    }
  }
  const out = newFloat32(w * h);
  for (let y = 0; y < h; y += 1) {
    if (!marked[y]) continue;
    for (let i = y * w; i < (y + 1) * w; i += 1) {
      if (startsEmptyWord(words, i)) {
        i += 3;
        continue;
      }
      out[i] = d[i]! / 3;
    }
  }
  return out;
}
