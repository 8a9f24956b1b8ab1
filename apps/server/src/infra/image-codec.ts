import sharp, { type Metadata } from 'sharp';
import { IMAGE_LIMITS } from '@skinscope/contracts';
import { AppError } from '../http/app-error';
import { createWorkLimit } from './work-limit';

export interface CleanImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an upload as a real JPEG or PNG (whatever its name says), refuses absurd dimensions,
 * applies the EXIF orientation and re-encodes it as a JPEG (or, for calibration cards, a PNG)
 * without any metadata (no GPS, no device serials). Sharp's decoders are the only parser
 * untrusted bytes meet.
 */
export function cleanUpload(input: Buffer, output: 'jpeg' | 'png' = 'jpeg'): Promise<CleanImage> {
  if (input.length === 0) return Promise.reject(new AppError('IMAGE_EMPTY'));
  return decodeLimit(() => decodeAndReencode(input, output));
}

/**
 * Memory grows with the pixels being decoded at once, not with the uploads waiting: two decodes
 * at a time, each of at most 25 MP (read at reduced scale when the stored copy is smaller), a
 * queue of 16, and 503 beyond it. 16 parallel 36 MP uploads took the process to 1.6 GB before.
 */
const decodeLimit = createWorkLimit(2, 16);

async function decodeAndReencode(input: Buffer, output: 'jpeg' | 'png'): Promise<CleanImage> {
  let header: Metadata;
  try {
    // The header only (no pixels are decoded): unlimited here, so that too many pixels gets its
    // own message below rather than "not an image".
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('IMAGE_INVALID');
  }
  if (header.format !== 'jpeg' && header.format !== 'png') throw new AppError('IMAGE_INVALID');
  if (header.width * header.height > IMAGE_LIMITS.maxPixels)
    throw new AppError('IMAGE_TOO_MANY_PIXELS');
  try {
    const decoded = sharp(input, {
      limitInputPixels: IMAGE_LIMITS.maxPixels,
      failOn: 'truncated',
    })
      .rotate()
      .resize({
        width: IMAGE_LIMITS.maxStoredSide,
        height: IMAGE_LIMITS.maxStoredSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' });
    // q92: visually lossless for skin texture at microscope scale, ~4× smaller than PNG. A
    // calibration card is flat, so JPEG's rounding is all there is of it (+0.7 code values of
    // red at q90, 1.7° of ITA): it stays lossless.
    const encoded =
      output === 'png' ? decoded.png() : decoded.jpeg({ quality: 92, mozjpeg: false });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError('IMAGE_INVALID');
  }
}

/** Resizing runs in sharp's threads; a burst of report views must not queue without end. */
const resizeLimit = createWorkLimit(2, 32);

/**
 * One of our own stored JPEGs (a photo or a marked image: already decoded and re-encoded once)
 * at most `width` pixels wide, for a screen that shows it that small (issue 29 #12). q80: a
 * phone's view, not the record; the original stays as it is.
 */
export function resizedJpeg(input: Buffer, width: number): Promise<Buffer> {
  return resizeLimit(() =>
    sharp(input, { limitInputPixels: IMAGE_LIMITS.maxPixels })
      .resize({ width, withoutEnlargement: true })
      .jpeg({ quality: 80, progressive: true })
      .toBuffer(),
  );
}
