import { describe, expect, it } from 'vitest';
import { generatePhantom } from '../phantom/generate';
import type { RgbImage } from '../types';
import { checkPhoto, checkQuality } from '.';

const size = { width: 512, height: 384 };
const good = generatePhantom({ seed: 61, ...size });
const codes = (r: { reasons: { code: string }[] }) => r.reasons.map((x) => x.code);

function scaled(image: RgbImage, factor: number): RgbImage {
  return { ...image, data: image.data.map((v) => Math.min(255, Math.round(v * factor))) };
}

describe('photo quality', () => {
  it('passes a good pair, with RGBA input too', () => {
    expect(checkQuality(good.normal, good.polarised)).toMatchObject({ ok: true, reasons: [] });
    const rgba = new Uint8Array(size.width * size.height * 4);
    for (let i = 0; i < size.width * size.height; i += 1) {
      rgba.set(good.polarised.data.subarray(3 * i, 3 * i + 3), 4 * i);
      rgba[4 * i + 3] = 255;
    }
    expect(checkPhoto({ ...size, channels: 4, data: rgba }, 'polarised').ok).toBe(true);
  });

  it('asks to brighten a dark photo and to dim a bright one, in Chinese', () => {
    const dark = checkPhoto(scaled(good.normal, 0.12), 'normal');
    expect(dark.reasons).toEqual([
      { code: 'TOO_DARK', photo: 'normal', message: '常光照片过暗，请调亮光线后重拍' },
    ]);
    expect(codes(checkPhoto(scaled(good.polarised, 3), 'polarised'))).toEqual(['TOO_BRIGHT']);
  });

  it('asks to refocus a blurred photo', () => {
    const blurred = generatePhantom({ seed: 61, ...size, device: { psfSigma: 2.5 } });
    const report = checkQuality(blurred.normal, blurred.polarised);
    expect(codes(report)).toContain('BLURRY');
    expect(report.reasons.find((r) => r.code === 'BLURRY')!.message).toContain(
      '照片模糊，请对焦后重拍',
    );
  });

  it('refuses a tiny photo', () => {
    const tiny = {
      width: 100,
      height: 80,
      channels: 3 as const,
      data: new Uint8Array(100 * 80 * 3).fill(128),
    };
    expect(codes(checkPhoto(tiny, 'normal'))).toContain('TOO_SMALL');
  });
});

describe('pair quality', () => {
  it('refuses photos of different sizes', () => {
    const small = generatePhantom({ seed: 61, width: 384, height: 288 });
    expect(codes(checkQuality(good.normal, small.polarised))).toEqual(['SIZE_MISMATCH']);
  });

  it('refuses photos of different patches', () => {
    const other = generatePhantom({ seed: 62, ...size });
    expect(codes(checkQuality(good.normal, other.polarised))).toEqual(['MISREGISTERED']);
  });

  it('refuses one photo given as both lights, even re-exposed (issue 18 #1)', () => {
    const brighter = {
      ...good.normal,
      data: good.normal.data.map((value) => Math.min(255, Math.round(value * 1.1))),
    };
    for (const twin of [good.normal, brighter]) {
      const report = checkQuality(good.normal, twin);
      expect(codes(report)).toEqual(['IDENTICAL_PHOTOS']);
      expect(report.reasons[0]!.message).toBe('两张照片相同，请分别在常光和偏振光下拍摄同一位置');
    }
    expect(checkQuality(good.normal, good.polarised).ok).toBe(true);
  });

  it('notices swapped lights: the polarised photo shines', () => {
    const shiny = generatePhantom({ seed: 63, ...size, shine: 0.08 });
    const report = checkQuality(shiny.polarised, shiny.normal);
    expect(codes(report)).toEqual(['SWAPPED_LIGHTS']);
    expect(report.reasons[0]!.message).toBe('常光与偏振光照片可能放反了，请检查后重拍');
    expect(checkQuality(shiny.normal, shiny.polarised).ok).toBe(true);
  });
});
