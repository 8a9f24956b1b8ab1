import { describe, expect, it } from 'vitest';
import { newFloat32, withBufferReuse } from './arena';

describe('buffer reuse', () => {
  it('hands out each buffer once per scope, zeroed, and reuses it after the scope ends', () => {
    let first: Float32Array | undefined;
    withBufferReuse(() => {
      first = newFloat32(8192);
      first.fill(7);
    });
    withBufferReuse(() => {
      const again = newFloat32(8192);
      expect(again).toBe(first);
      expect(again.every((v) => v === 0)).toBe(true);
      expect(newFloat32(8192)).not.toBe(again);
    });
    // Outside a scope: always a fresh array.
    expect(newFloat32(8192)).not.toBe(first);
  });

  it('lets go of sizes the last scope did not ask for', () => {
    let odd: Float32Array | undefined;
    withBufferReuse(() => {
      odd = newFloat32(5001);
    });
    withBufferReuse(() => newFloat32(6001));
    withBufferReuse(() => {
      expect(newFloat32(5001)).not.toBe(odd);
    });
  });
});
