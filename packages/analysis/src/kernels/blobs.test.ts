import { describe, expect, it } from 'vitest';
import { detectBlobs } from './blobs';
import { createPlane } from './plane';

describe('LoG blob detection', () => {
  it('finds a dark Gaussian blob at its centre and near its scale, and no bright blob', () => {
    const img = createPlane(64, 48, 100);
    for (let y = 0; y < 48; y += 1)
      for (let x = 0; x < 64; x += 1)
        img.data[y * 64 + x] = 100 - 20 * Math.exp(-((x - 30) ** 2 + (y - 20) ** 2) / (2 * 9));
    const dark = detectBlobs(img, { sigmas: [1, 2, 3, 4, 5], threshold: 1, polarity: 'dark' });
    expect(dark).toHaveLength(1);
    expect(dark[0]).toMatchObject({ x: 30, y: 20, sigma: 3 });
    // The bright detector sees only the weak surround ring of the dark blob.
    const bright = detectBlobs(img, { sigmas: [1, 2, 3, 4, 5], threshold: 1, polarity: 'bright' });
    for (const b of bright) expect(b.strength).toBeLessThan(dark[0]!.strength / 3);
  });
});
