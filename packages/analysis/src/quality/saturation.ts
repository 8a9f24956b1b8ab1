/**
 * What the clipped-high pixels are (issue 18 #1): glare is specular reflection, white in every
 * channel; a photo whose red channel alone saturates is over-exposed, not shiny (skin is red, so
 * a too-bright exposure clips red first: the issue measured 6.7–28.7 % red-clipped pixels with
 * 0.00 % white in three photos refused as glare). Read only for a photo already over its
 * clipped-high limit, so it costs accepted photos nothing.
 */
import { CLIP_HIGH } from '../photo';
import type { RgbImage } from '../types';
import type { Channel } from './messages';

const CHANNELS: Channel[] = ['red', 'green', 'blue'];

export interface Saturation {
  /** Share of pixels white in all three channels: specular clipping. */
  white: number;
  /** Share of pixels with each channel clipped (white pixels included). */
  red: number;
  green: number;
  blue: number;
}

/** Clipped shares over one pixel of every 2×2 block (photo.ts's quarter sample). */
export function saturationOf(image: RgbImage): Saturation {
  const { width, height, channels: ch, data } = image;
  let red = 0;
  let green = 0;
  let blue = 0;
  let white = 0;
  let samples = 0;
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2) {
      const j = (y * width + x) * ch;
      const r = +(data[j]! >= CLIP_HIGH);
      const g = +(data[j + 1]! >= CLIP_HIGH);
      const b = +(data[j + 2]! >= CLIP_HIGH);
      red += r;
      green += g;
      blue += b;
      white += r & g & b;
      samples += 1;
    }
  const share = (n: number) => n / Math.max(1, samples);
  return {
    white: share(white),
    red: share(red),
    green: share(green),
    blue: share(blue),
  };
}

/**
 * The channels to name in 曝光过度（…通道饱和）: the most clipped one, and any other clipped at
 * least half as often (red alone, or red and green when the exposure is far too high).
 */
export function saturatedChannels(saturation: Saturation): Channel[] {
  const most = Math.max(saturation.red, saturation.green, saturation.blue);
  return CHANNELS.filter((channel) => saturation[channel] >= most / 2);
}
