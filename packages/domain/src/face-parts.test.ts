import { describe, expect, it } from 'vitest';
import { facePartName, FACE_PARTS, isFacePartKey, LOCATING_PART_KEY } from './face-parts';

describe('face parts (spec §3)', () => {
  it('"14 parts: zqg left cheekbone, yqg right cheekbone, … xb chin, mx brow centre"', () => {
    expect(FACE_PARTS).toHaveLength(14);
    expect(facePartName('zqg')).toBe('左颧骨');
    expect(facePartName('yqg')).toBe('右颧骨');
    expect(facePartName('mx')).toBe('眉心');
    expect(facePartName('xb')).toBe('下巴');
    expect(facePartName('abc')).toBeUndefined();
    expect(isFacePartKey('zet')).toBe(true);
    // picture/step/three: "part fixed as right cheekbone".
    expect(facePartName(LOCATING_PART_KEY)).toBe('右颧骨');
  });
});
