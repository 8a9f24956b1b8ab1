/**
 * Masks four pixels at a time: a Uint8 mask read as 32-bit words (byte k of a word is pixel
 * 4j + k on little-endian machines, i.e. every current browser and Node platform). Most masks
 * are mostly empty, and a scan that skips or combines whole words does a quarter of the work
 * of a byte loop; the results are the same pixel for pixel.
 */
import type { Mask } from './plane';

/** Whether typed arrays store the low byte of a word first. */
export const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
/** One in every byte of a word: four marked pixels. */
export const ALL_SET = 0x01010101;

/** The mask's bytes as 32-bit words, or null when they cannot be (unaligned, odd length, big-endian). */
export function wordsOf(data: Uint8Array): Uint32Array | null {
  if (!LITTLE_ENDIAN || data.byteOffset % 4 !== 0 || data.length % 4 !== 0) return null;
  return new Uint32Array(data.buffer, data.byteOffset, data.length >> 2);
}

/**
 * The mask's words when each row is whole words (width a multiple of 4): a loop along a row can
 * then skip an empty word at once without running into the next row. Null otherwise.
 */
export function rowWordsOf(mask: Mask): Uint32Array | null {
  return mask.width % 4 === 0 ? wordsOf(mask.data) : null;
}

/** Whether pixel i begins a word of four unmarked pixels (never, without words). */
export function startsEmptyWord(words: Uint32Array | null, i: number): boolean {
  return words !== null && (i & 3) === 0 && words[i >> 2]! === 0;
}

/**
 * 1 in each byte of `v` that is non-zero, 0 elsewhere: or-ing each byte's bits down into its
 * lowest bit (shifts of 4 + 2 + 1 never carry a bit from one byte into the lowest bit of the
 * byte below).
 */
export function nonZeroBytes(v: number): number {
  let x = v | (v >>> 4);
  x |= x >>> 2;
  x |= x >>> 1;
  return x & ALL_SET;
}

/** Number of 1 bytes in a word whose bytes are 0 or 1. */
export function onesIn(bits: number): number {
  return Math.imul(bits, ALL_SET) >>> 24;
}

/** Pixels marked in `mask` (and in `within`, when given). */
export function countMarked(mask: Uint8Array, within?: Uint8Array): number {
  const m = wordsOf(mask);
  const w = within ? wordsOf(within) : null;
  if (!m || (within && !w)) {
    let count = 0;
    for (let i = 0; i < mask.length; i += 1)
      if (mask[i]! !== 0 && (!within || within[i]! !== 0)) count += 1;
    return count;
  }
  let count = 0;
  if (w) {
    for (let j = 0; j < m.length; j += 1) {
      const v = m[j]!;
      if (v !== 0) count += onesIn(nonZeroBytes(v) & nonZeroBytes(w[j]!));
    }
  } else {
    for (let j = 0; j < m.length; j += 1) {
      const v = m[j]!;
      if (v !== 0) count += onesIn(nonZeroBytes(v));
    }
  }
  return count;
}

/**
 * out ∧ ¬ each of `excluded`, in place; `out` holds 0 or 1 per pixel. Returns false (and
 * changes nothing) when a mask cannot be read as words.
 */
export function clearMarkedWords(out: Uint8Array, excluded: readonly Uint8Array[]): boolean {
  const o = wordsOf(out);
  const words = excluded.map(wordsOf);
  if (!o || words.some((w) => w === null || w.length !== o.length)) return false;
  for (const m of words as Uint32Array[])
    for (let j = 0; j < o.length; j += 1) {
      const v = m[j]!;
      if (v !== 0) o[j] = o[j]! & ~nonZeroBytes(v);
    }
  return true;
}
