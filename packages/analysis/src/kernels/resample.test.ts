import { describe, expect, it } from 'vitest';
import {
  downsample2,
  downsampleMask2,
  sampleHalfAt,
  thresholdUpsampledBox,
  upsampleMask2,
} from './resample';
import { createMask } from './plane';

describe('half-resolution grids', () => {
  it('averages 2×2 blocks and drops an odd last column', () => {
    const src = { width: 5, height: 2, data: Float32Array.from([1, 3, 5, 7, 9, 1, 3, 5, 7, 9]) };
    expect(Array.from(downsample2(src).data)).toEqual([2, 6]);
  });

  it('upsamples masks by replication onto the full grid', () => {
    const half = { width: 2, height: 1, data: Uint8Array.from([1, 0]) };
    expect(Array.from(upsampleMask2(half, 5, 2).data)).toEqual([1, 1, 0, 0, 0, 1, 1, 0, 0, 0]);
    expect(
      Array.from(
        downsampleMask2({ width: 2, height: 2, data: Uint8Array.from([1, 0, 0, 1]) }).data,
      ),
    ).toEqual([1]);
  });

  it('samples a half plane at full-resolution pixel centres (2u + 0.5)', () => {
    const half = { width: 3, height: 1, data: Float32Array.from([0, 10, 20]) };
    const tall = { width: 3, height: 2, data: Float32Array.from([0, 10, 20, 0, 10, 20]) };
    expect(sampleHalfAt(tall, 2.5, 0.5)).toBeCloseTo(10, 6);
    expect(sampleHalfAt(tall, 3.5, 0.5)).toBeCloseTo(15, 6);
    expect(sampleHalfAt(tall, 0, 0)).toBeCloseTo(0, 6);
    expect(half.data.length).toBe(3);
  });

  it('thresholds the upsampled field inside a box', () => {
    const field = { width: 3, height: 2, data: Float32Array.from([0, 10, 20, 0, 10, 20]) };
    const out = createMask(6, 4);
    const marked = thresholdUpsampledBox(field, out, { x0: 0, y0: 0, x1: 5, y1: 0 }, 12);
    expect(Array.from(out.data.subarray(0, 6))).toEqual([0, 0, 0, 1, 1, 1]);
    expect(marked).toBe(3);
  });
});
