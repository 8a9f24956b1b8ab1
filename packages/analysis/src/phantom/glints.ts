/**
 * Specular glints of the normal-light image: small bright white ellipses, often elongated along
 * the relief, added until the requested share of the frame is covered (counted where a glint's
 * profile reaches ½). The polarised image never shows them.
 */
import { createMask, type Mask } from '../kernels/plane';
import type { Ellipse } from './features';
import type { PhantomSpec } from './phantom-types';
import { createRng } from './prng';
import { drawEllipse, ellipseBox, ellipseProfile, type Frame } from './raster';

/** Specular amplitude in linear light, relative to the illumination (white = 1). */
const GLINT_AMPLITUDE: [number, number] = [0.5, 1.1];
const GLINT_RADIUS: [number, number] = [2, 8];
/** A glint's edge is sharp: 1 px from full to none. */
const GLINT_EDGE = 1;

export function drawGlints(
  spec: PhantomSpec,
  frame: Frame,
): { specular: Float32Array; placed: Mask } {
  const specular = new Float32Array(frame.width * frame.height);
  const placed = createMask(frame.width, frame.height);
  const target = spec.shine * frame.width * frame.height;
  const rng = createRng(spec.seed * 31 + 7);
  let covered = 0;
  for (let k = 0; k < 100000 && covered < target; k += 1) {
    const rx = rng.range(GLINT_RADIUS[0], GLINT_RADIUS[1]);
    const glint: Ellipse = {
      x: rng.range(0, frame.width),
      y: rng.range(0, frame.height),
      rx,
      ry: rx * rng.range(0.35, 1),
      angle: rng.range(0, Math.PI),
      amplitude: rng.range(GLINT_AMPLITUDE[0], GLINT_AMPLITUDE[1]),
      contrast: 0,
    };
    drawEllipse(specular, frame, glint, GLINT_EDGE, 'max');
    const box = ellipseBox(frame, glint, GLINT_EDGE);
    const profile = ellipseProfile(glint, GLINT_EDGE);
    for (let y = box.y0; y <= box.y1; y += 1)
      for (let x = box.x0; x <= box.x1; x += 1) {
        const i = y * frame.width + x;
        if (placed.data[i] === 0 && profile(x + 0.5 + frame.ox, y + 0.5 + frame.oy) >= 0.5) {
          placed.data[i] = 1;
          covered += 1;
        }
      }
  }
  return { specular, placed };
}
