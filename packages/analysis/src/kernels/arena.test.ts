import { describe, expect, it } from 'vitest';
import { inStage, newFloat32, newUint8, withBufferReuse } from './arena';

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

  it('gives back the temporaries of a stage at once, and keeps what its result holds', () => {
    withBufferReuse(() => {
      let temporary: Float32Array | undefined;
      const result = inStage(() => {
        temporary = newFloat32(8192);
        return { mask: { data: newUint8(8192) }, list: [newFloat32(8192)] };
      });
      // The next stage gets the temporary back (zeroed), never a buffer the result holds.
      const next = inStage(() => ({ plane: newFloat32(8192), mask: newUint8(8192) }));
      expect(next.plane).toBe(temporary);
      expect(next.plane).not.toBe(result.list[0]);
      expect(next.mask).not.toBe(result.mask.data);
    });
  });

  it('gives the buffers of a stage back once only, not again at the end of the scope', () => {
    let sizes: Float32Array[] = [];
    withBufferReuse(() => inStage(() => newFloat32(8192)));
    withBufferReuse(() => {
      sizes = [newFloat32(8192), newFloat32(8192)];
    });
    expect(sizes[0]).not.toBe(sizes[1]);
  });
});
