import { describe, expect, it } from 'vitest';
import { linearLuminance, SRGB_TO_LINEAR } from '../kernels/lab';
import type { RgbImage } from '../types';
import { decodeImage } from './decode';
import { normalTwin } from './normal-twin';
import { realSkinPhoto } from './real-pair';

/** Share of pixels whose linear luminance is over 1.5× the image's mean: the glints. */
function glintShare(image: RgbImage): number {
  const n = image.width * image.height;
  const y = new Float32Array(n);
  let mean = 0;
  for (let i = 0; i < n; i += 1) {
    const [r, g, b] = [0, 1, 2].map((c) => SRGB_TO_LINEAR[image.data[i * 3 + c]!]!);
    y[i] = linearLuminance(r!, g!, b!);
    mean += y[i]! / n;
  }
  return y.filter((v) => v > 1.5 * mean).length / n;
}

describe('normalTwin: the surface reflection of the normal-light twin', () => {
  it('an oilier surface glints more, a matter one less; 1 is the default twin', async () => {
    const photo = await decodeImage(realSkinPhoto('rs-0070.jpg'));
    const [oily, usual, matte] = [3, 1, 0.6].map((surface) =>
      normalTwin(photo, 'rs-0070.jpg', surface),
    );
    expect(
      Buffer.from(usual!.data).equals(Buffer.from(normalTwin(photo, 'rs-0070.jpg').data)),
    ).toBe(true);
    expect(glintShare(oily!)).toBeGreaterThan(2 * glintShare(usual!));
    expect(glintShare(matte!)).toBeLessThan(glintShare(usual!));
  });
});
