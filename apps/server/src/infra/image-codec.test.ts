import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '@skinscope/contracts';
import { AppError } from '../http/app-error';
import { cleanUpload } from './image-codec';

/** A flat-colour JPEG: tiny as a file, huge once decoded. */
const flatJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d9a38a' } })
    .jpeg()
    .toBuffer();

describe('cleanUpload (issue 15, finding 9: large uploads)', () => {
  it('refuses more than 25 MP before decoding the pixels, whatever the file size', async () => {
    const file = await flatJpeg(6000, 4500); // 27 MP in a few hundred kB
    expect(file.length).toBeLessThan(IMAGE_LIMITS.maxBytes);
    const refused = await cleanUpload(file).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it('stores at most 4096 px on the long side, keeping the shape', async () => {
    const clean = await cleanUpload(await flatJpeg(5000, 2500));
    expect([clean.width, clean.height]).toEqual([IMAGE_LIMITS.maxStoredSide, 2048]);
    const stored = await sharp(clean.data).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 4096, 2048]);
  });

  it('keeps a calibration card lossless: the same pixels come out as PNG', async () => {
    const card = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#7f7a76' },
    })
      .png()
      .toBuffer();
    const clean = await cleanUpload(card, 'png');
    expect((await sharp(clean.data).metadata()).format).toBe('png');
    const pixels = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();
    expect((await pixels(clean.data)).equals(await pixels(card))).toBe(true);
  });

  it('answers 503 beyond two decodes at work and sixteen waiting, and decodes the rest', async () => {
    const file = await flatJpeg(1200, 900);
    const results = await Promise.allSettled(Array.from({ length: 24 }, () => cleanUpload(file)));
    const busy = results.filter(
      (result) => result.status === 'rejected' && (result.reason as AppError).status === 503,
    );
    expect(busy).toHaveLength(24 - 18);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(18);
  });
});
