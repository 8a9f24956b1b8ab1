/**
 * The re-take suite's capture (real-retake-capture.ts) is geometry the bands rest on: a shifted
 * window must be the same skin moved, a turned one the same skin turned, and no re-take of any
 * corpus photo may reach past the photo (the fitting run would stop there after minutes).
 */
import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../types';
import { readRealCorpusManifest } from './real-corpus';
import { captureWindow, windowFits } from './real-retake-capture';
import { capturePlan, WINDOW } from './real-retake-plan';

const [PHOTO_WIDTH, PHOTO_HEIGHT] = [1024, 768];

/** A photo whose code value at (x, y) is `value(x, y)` in every channel. */
function photoOf(value: (x: number, y: number) => number): RgbImage {
  const data = new Uint8Array(PHOTO_WIDTH * PHOTO_HEIGHT * 3);
  for (let y = 0; y < PHOTO_HEIGHT; y += 1)
    for (let x = 0; x < PHOTO_WIDTH; x += 1)
      data.fill(Math.round(value(x, y)), (y * PHOTO_WIDTH + x) * 3, (y * PHOTO_WIDTH + x) * 3 + 3);
  return { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3, data };
}

const at = (image: RgbImage, x: number, y: number) => image.data[(y * image.width + x) * 3]!;

describe('real re-take captures', () => {
  it('shifts the window by whole pixels without resampling', () => {
    const photo = photoOf((x, y) => (x * 7 + y * 13 + ((x * y) % 17)) % 256);
    const moved = captureWindow(photo, 5, -3, 0);
    const [x0, y0] = [(PHOTO_WIDTH - WINDOW.width) / 2 + 5, (PHOTO_HEIGHT - WINDOW.height) / 2 - 3];
    for (const [x, y] of [
      [0, 0],
      [100, 200],
      [WINDOW.width - 1, WINDOW.height - 1],
    ] as const)
      expect(at(moved, x, y)).toBe(at(photo, x0 + x, y0 + y));
  });

  it('turns the window about its centre, within a code value or so of the turned skin', () => {
    const skin = (x: number, y: number) => 128 + 100 * Math.sin(x / 20) * Math.cos(y / 25);
    const angle = (1.5 * Math.PI) / 180;
    const turned = captureWindow(photoOf(skin), 0, 0, 1.5);
    const [cx, cy] = [(WINDOW.width - 1) / 2, (WINDOW.height - 1) / 2];
    const [px, py] = [(PHOTO_WIDTH - 1) / 2, (PHOTO_HEIGHT - 1) / 2];
    let worst = 0;
    for (let y = 0; y < WINDOW.height; y += 7)
      for (let x = 0; x < WINDOW.width; x += 7) {
        const sx = px + (x - cx) * Math.cos(angle) - (y - cy) * Math.sin(angle);
        const sy = py + (x - cx) * Math.sin(angle) + (y - cy) * Math.cos(angle);
        worst = Math.max(worst, Math.abs(at(turned, x, y) - skin(sx, sy)));
      }
    // Rounding of the photo (0.5) and of the output (0.5) and the cubic kernel's own error.
    expect(worst).toBeLessThan(1.5);
  });

  it('keeps every planned capture of every corpus photo inside the photo', () => {
    expect(windowFits(PHOTO_WIDTH, PHOTO_HEIGHT, 49, 0, 0)).toBe(false);
    const outside = readRealCorpusManifest().flatMap(({ file }) => {
      const { base, retakes } = capturePlan(file);
      return [base, ...retakes].flatMap(({ change, dx, dy, angle, np }) =>
        [
          [dx, dy],
          [dx + np.dx, dy + np.dy],
        ].every(([x, y]) => windowFits(PHOTO_WIDTH, PHOTO_HEIGHT, x!, y!, angle))
          ? []
          : [`${file} ${change}`],
      );
    });
    expect(outside).toEqual([]);
  });
});
