import sharp from 'sharp';

/**
 * A microscope's photo of an 18 % grey reference card, as the calibration screen sends it: the
 * card's sRGB grey (118, ≈ 18 % linear reflectance), darkened towards the corners by the lens
 * (`vignetting`: the share of light lost at the frame's corners), tinted by the camera's white
 * balance (`tint`, per channel) and with a little sensor noise (deterministic).
 */
export async function greyCardJpeg({
  vignetting = 0.2,
  tint = [1.06, 1, 0.92] as const,
  exposure = 1,
  width = 640,
  height = 480,
  seed = 1,
}: {
  vignetting?: number;
  tint?: readonly [number, number, number];
  exposure?: number;
  width?: number;
  height?: number;
  seed?: number;
} = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  const noise = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return (state / 2 ** 32 - 0.5) * 3;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = (2 * x) / (width - 1) - 1;
      const v = (2 * y) / (height - 1) - 1;
      const light = exposure * (1 - vignetting * ((u * u + v * v) / 2));
      for (let c = 0; c < 3; c += 1) {
        const linear = 0.18 * light * tint[c]!;
        const srgb = linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, srgb * 255 + noise()));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
