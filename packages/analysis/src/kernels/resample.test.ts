import { describe, expect, it } from 'vitest';
import {
  downsample2,
  downsampleMask2,
  sampleAt,
  upsample2Bilinear,
  upsampleMask,
  upsampleMask2,
} from './resample';

describe('half-resolution grids', () => {
  it('averages 2×2 blocks and drops an odd last column', () => {
    const src = { width: 5, height: 2, data: Float32Array.from([1, 3, 5, 7, 9, 1, 3, 5, 7, 9]) };
    expect(Array.from(downsample2(src).data)).toEqual([2, 6]);
  });

  it('upsamples masks by replication onto the full grid', () => {
    const half = { width: 2, height: 1, data: Uint8Array.from([1, 0]) };
    expect(Array.from(upsampleMask2(half, 5, 2).data)).toEqual([1, 1, 0, 0, 0, 1, 1, 0, 0, 0]);
    expect(Array.from(upsampleMask(half, 4, 9, 1).data)).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(
      Array.from(
        downsampleMask2({ width: 2, height: 2, data: Uint8Array.from([1, 0, 0, 1]) }).data,
      ),
    ).toEqual([1]);
  });

  it('samples a coarse grid at full-resolution pixel centres', () => {
    const tall = { width: 3, height: 2, data: Float32Array.from([0, 10, 20, 0, 10, 20]) };
    // Half grid: cell centres at full-resolution x = 0.5, 2.5, 4.5.
    expect(sampleAt(tall, 2, 2.5, 0.5)).toBeCloseTo(10, 6);
    expect(sampleAt(tall, 2, 3.5, 0.5)).toBeCloseTo(15, 6);
    expect(sampleAt(tall, 2, 0, 0)).toBeCloseTo(0, 6);
    const quarter = { width: 2, height: 2, data: Float32Array.from([0, 8, 0, 8]) };
    // Quarter grid: cell centres at full-resolution x = 1.5 and 5.5.
    expect(sampleAt(quarter, 4, 3.5, 0)).toBeCloseTo(4, 6);
  });
});

describe('upsample2Bilinear', () => {
  it('equals sampling at every pixel', () => {
    const src = { width: 3, height: 2, data: Float32Array.from([0, 4, 8, 2, 6, 10]) };
    const out = upsample2Bilinear(src, 7, 5);
    for (let y = 0; y < 5; y += 1)
      for (let x = 0; x < 7; x += 1)
        expect(out.data[y * 7 + x]).toBeCloseTo(sampleAt(src, 2, x, y), 5);
  });
});
