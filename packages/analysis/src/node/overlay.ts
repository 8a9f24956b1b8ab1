/**
 * Marked images for the results screen: the photo with a dimension's mask blended in colour,
 * as a JPEG. Masks live on the analysis grid (half the photo's size); each photo pixel takes
 * the class of the mask cell it falls in. Rendering costs ≈ 40–60 ms per image (JPEG encode,
 * ANALYSIS.md), so the server renders on first request and caches, never inside the analysis.
 */
import type { Mask } from '../kernels/plane';
import type { Dimension, RgbImage } from '../types';
import { decodeImage, encodeJpeg, type ImageSource } from './decode';
import { OVERLAY_PALETTE, type Rgb } from '../overlay-palette';

/** Share of the overlay colour in a marked pixel: the skin stays visible underneath. */
const OPACITY = 0.45;

/** Blends the mask into a copy of the photo's pixels (RGB). */
export function blendMask(photo: RgbImage, mask: Mask, palette: readonly Rgb[]): RgbImage {
  const { width: W, height: H, channels: ch } = photo;
  const out = new Uint8Array(W * H * 3);
  const column = Int32Array.from({ length: W }, (_, x) =>
    Math.min(mask.width - 1, Math.floor((x * mask.width) / W)),
  );
  for (let y = 0; y < H; y += 1) {
    const row = Math.min(mask.height - 1, Math.floor((y * mask.height) / H)) * mask.width;
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const value = mask.data[row + column[x]!]!;
      const colour = value > 0 ? palette[Math.min(palette.length, value) - 1] : undefined;
      for (let c = 0; c < 3; c += 1) {
        const base = photo.data[i * ch + c]!;
        out[i * 3 + c] = colour ? Math.round(base + OPACITY * (colour[c]! - base)) : base;
      }
    }
  }
  return { width: W, height: H, channels: 3, data: out };
}

/**
 * JPEG of `photo` (decoded pixels, a path or the file's bytes) with `mask` of `dimension`
 * marked. Use the normal photo for skin_type, roughness and elasticity, the polarised one for
 * the others (the frame each mask was computed in).
 */
export async function renderOverlay(
  photo: RgbImage | ImageSource,
  mask: Mask,
  dimension: Dimension,
  quality = 85,
): Promise<Buffer> {
  const pixels =
    typeof photo === 'string' || photo instanceof Uint8Array ? await decodeImage(photo) : photo;
  return encodeJpeg(blendMask(pixels, mask, OVERLAY_PALETTE[dimension]), quality);
}
