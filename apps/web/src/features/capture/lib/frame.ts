import { CAPTURE_HEIGHT, CAPTURE_WIDTH } from './microscope';

/**
 * Pixels in and out of the browser: a frame of the preview as a JPEG (spec §9: quality 1) and
 * a photo's pixels for the quality check.
 */

/** The quality check's calibration is at the microscope's size; larger photos are scaled to it. */
const CHECK_MAX_WIDTH = CAPTURE_WIDTH;
const CHECK_MAX_HEIGHT = CAPTURE_HEIGHT;

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('canvas 2d context unavailable');
  return context;
}

/** The frame the preview shows now, at the camera's own size (1024×768 for the microscope). */
export function grabFrame(video: HTMLVideoElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || CAPTURE_WIDTH;
  canvas.height = video.videoHeight || CAPTURE_HEIGHT;
  context2d(canvas).drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}

function canvasToBlob(canvas: HTMLCanvasElement, type: 'image/jpeg' | 'image/png') {
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`${type} encoding failed`))),
      type,
      1,
    );
  });
}

export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return canvasToBlob(canvas, 'image/jpeg');
}

/** Lossless: a calibration card is flat, and JPEG's rounding would shift its measured colour. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return canvasToBlob(canvas, 'image/png');
}

/**
 * The pixels of an image, scaled down (never up) to fit 1024×768. The focus check measures
 * fine detail per pixel, so it is only meaningful near the microscope's own resolution:
 * halving a 1024×768 photo raised its focus share from 0.23 to 0.37 (threshold 0.20) and would
 * hide a blurred photo. At 1024×768 the check takes ≈ 16 ms, fast enough right after a capture.
 */
export function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData {
  const scale = Math.min(1, CHECK_MAX_WIDTH / width, CHECK_MAX_HEIGHT / height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = context2d(canvas);
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** A chosen file's pixels (decoded by the browser, EXIF orientation applied). */
export async function filePixels(file: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return pixelsOf(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
