/**
 * The only place the engine touches sharp (ARCHITECTURE §6): decoding uploaded photos into
 * 8-bit RGB pixels, and encoding images. Decoding refuses images above a pixel limit before
 * allocating them (decompression bombs) and applies the EXIF orientation.
 */
import sharp from 'sharp';
import type { RgbImage } from '../types';

/** 4096 × 3072: four times the microscope's 1024×768, far above any real capture. */
export const MAX_INPUT_PIXELS = 4096 * 3072;

export type ImageSource = string | Uint8Array;

function toSharpInput(source: ImageSource): string | Buffer {
  if (typeof source === 'string') return source;
  return Buffer.isBuffer(source)
    ? source
    : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
}

/** Decodes a JPEG or PNG (path or bytes) into interleaved 8-bit RGB. */
export async function decodeImage(
  source: ImageSource,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<RgbImage> {
  const { data, info } = await sharp(toSharpInput(source), {
    limitInputPixels: maxPixels,
    failOn: 'truncated',
  })
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3)
    throw new Error(`expected 3 channels after decoding, got ${info.channels}`);
  return {
    width: info.width,
    height: info.height,
    channels: 3,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}

function rawInput(image: RgbImage) {
  const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return sharp(data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  });
}

/** Encodes RGB(A) pixels as a baseline JPEG (RGBA is flattened onto white). */
export async function encodeJpeg(image: RgbImage, quality = 90): Promise<Buffer> {
  return rawInput(image)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: false })
    .toBuffer();
}

/** Encodes RGB(A) pixels as PNG. */
export async function encodePng(image: RgbImage): Promise<Buffer> {
  return rawInput(image).png().toBuffer();
}
