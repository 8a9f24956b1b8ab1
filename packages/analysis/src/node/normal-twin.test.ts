import { createHash } from 'node:crypto';
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

  it('makes the same bytes the real-skin thresholds were fitted on', async () => {
    // The digest of the twin made pixel by pixel before it was rewritten a channel at a time
    // (DECISIONS §105): a change here changes every real-skin figure, so it must be deliberate.
    const photo = await decodeImage(realSkinPhoto('rs-0070.jpg'));
    const digest = (surface: number) =>
      createHash('sha256')
        .update(normalTwin(photo, 'rs-0070.jpg', surface).data)
        .digest('hex');
    expect([digest(1), digest(3)]).toEqual([
      '8f198ffd5795e3e45c925772c77a5033e6ee36fc069ead3a99ea16ca2f9b7394',
      '33d94dc71dfa65967be27b1b10d8c312d99109378f36ed364afa076012cf2fc2',
    ]);
  });
});
