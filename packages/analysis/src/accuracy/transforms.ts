/** Rotations and flips of an RGB(A) image, for the metamorphic tests. */
import type { RgbImage } from '../types';

type Mapping = (x: number, y: number, w: number, h: number) => [number, number];

function remap(image: RgbImage, width: number, height: number, source: Mapping): RgbImage {
  const ch = image.channels;
  const out = new Uint8Array(width * height * ch);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [sx, sy] = source(x, y, width, height);
      const from = (sy * image.width + sx) * ch;
      out.set(image.data.subarray(from, from + ch), (y * width + x) * ch);
    }
  return { width, height, channels: ch, data: out };
}

/** Quarter turn clockwise: output (x, y) shows input (y, h − 1 − x). */
export function rotate90(image: RgbImage): RgbImage {
  return remap(image, image.height, image.width, (x, y) => [y, image.height - 1 - x]);
}

export function flipHorizontal(image: RgbImage): RgbImage {
  return remap(image, image.width, image.height, (x, y, w) => [w - 1 - x, y]);
}

export function flipVertical(image: RgbImage): RgbImage {
  return remap(image, image.width, image.height, (x, y, _w, h) => [x, h - 1 - y]);
}
