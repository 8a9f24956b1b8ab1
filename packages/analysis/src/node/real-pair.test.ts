import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capturePair } from '../accuracy/real-retake-capture';
import { capturePlan } from '../accuracy/real-retake-plan';
import { decodeImage } from './decode';
import { realPairJpegs, realRetakeJpegs, realSkinPhoto } from './real-pair';

const PHOTO = realSkinPhoto('rs-0011.jpg');

describe('realPairJpegs: a pair from one real photograph', () => {
  it('is the photo itself as the polarised JPEG and the same twin every time', async () => {
    const [first, second] = await Promise.all([realPairJpegs(PHOTO), realPairJpegs(PHOTO)]);
    expect(first.polarisedJpeg.equals(readFileSync(PHOTO))).toBe(true);
    expect(first.normalJpeg.equals(second.normalJpeg)).toBe(true);
    const normal = await decodeImage(first.normalJpeg);
    expect([normal.width, normal.height, first.width, first.height]).toEqual([
      1024, 768, 1024, 768,
    ]);
  });

  it('photographed again: another capture of the same skin, its own twin per name', async () => {
    const capture = { gain: 1.01, noise: 1.5, shift: { dx: 2, dy: -1 }, jpegQuality: 90 };
    const [one, two] = await Promise.all([
      realPairJpegs(PHOTO, { name: 'visit 1', capture }),
      realPairJpegs(PHOTO, { name: 'visit 2', capture }),
    ]);
    expect(one.polarisedJpeg.equals(readFileSync(PHOTO))).toBe(false);
    expect(one.normalJpeg.equals(two.normalJpeg)).toBe(false);
    // Still the same skin: the mean colour moves by the LED's 1 % at most a few code values.
    const [original, again] = await Promise.all([
      decodeImage(PHOTO),
      decodeImage(one.polarisedJpeg),
    ]);
    const mean = (data: ArrayLike<number>) => {
      let sum = 0;
      for (let i = 0; i < data.length; i += 1) sum += data[i]!;
      return sum / data.length;
    };
    expect(Math.abs(mean(again.data) - mean(original.data))).toBeLessThan(3);
  });
});

describe('realRetakeJpegs: a capture of the real re-take suite as JPEG bytes', () => {
  it('is, decoded, the very capture the suite analyses (base and a re-take)', async () => {
    const photo = await decodeImage(readFileSync(PHOTO));
    const { base, retakes } = capturePlan('rs-0011.jpg');
    const turned = retakes.find((retake) => retake.change === 'rotation')!;
    for (const [change, capture] of [
      ['base', base],
      ['rotation', turned],
    ] as const) {
      const [jpegs, shot] = await Promise.all([
        realRetakeJpegs('rs-0011.jpg', change),
        capturePair(photo, capture),
      ]);
      const [normal, polarised] = await Promise.all([
        decodeImage(jpegs.normalJpeg),
        decodeImage(jpegs.polarisedJpeg),
      ]);
      expect(Buffer.from(normal.data).equals(Buffer.from(shot.normal.data)), change).toBe(true);
      expect(Buffer.from(polarised.data).equals(Buffer.from(shot.polarised.data)), change).toBe(
        true,
      );
    }
  });
});
