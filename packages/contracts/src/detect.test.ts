import { describe, expect, it } from 'vitest';
import {
  DETECT_DIMENSION_FRAMES,
  DETECT_DIMENSION_NAMES,
  DETECT_DIMENSIONS,
  DetectResultSchema,
  OverlayParamsSchema,
  overlayFilename,
} from './detect';

describe('the dimensions: one list, and what follows from it', () => {
  it('gives each dimension its zh-CN name and the photo its mask is drawn on', () => {
    expect(DETECT_DIMENSION_NAMES.pigment).toBe('色素沉着');
    expect(DETECT_DIMENSION_FRAMES.skin_type).toBe('normal');
    expect(DETECT_DIMENSION_FRAMES.sensitivity).toBe('polarised');
    expect(Object.keys(DETECT_DIMENSION_NAMES)).toEqual(DETECT_DIMENSIONS);
    expect(Object.keys(DETECT_DIMENSION_FRAMES)).toEqual(DETECT_DIMENSIONS);
  });

  it('builds the result schema and the marked images’ names from it', () => {
    const shape = DetectResultSchema.shape;
    for (const dimension of DETECT_DIMENSIONS) {
      expect(shape[dimension]).toBeDefined();
      const filename = overlayFilename(12, dimension);
      expect(OverlayParamsSchema.parse({ filename })).toEqual({ filename });
    }
    expect(OverlayParamsSchema.safeParse({ filename: 'd12-shine.jpg' }).success).toBe(false);
  });
});
