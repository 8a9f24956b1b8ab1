/**
 * The phantom's skin, as float fields over one frame: grey shading (log factor: micro-relief,
 * pores, lines), melanin and haemoglobin densities, flake cover and (normal light only)
 * specular light. The polarised frame shows surface topography weakly: cross-polarisation
 * removes the surface reflections that make relief visible in normal light.
 */
import { haemoglobinForDeltaA, melaninForDeltaL, shadeForDeltaL } from './chromophores';
import type { Ellipse, Features } from './features';
import { fbm, fbmField, furrowDistanceField } from './noise';
import type { PhantomSpec } from './phantom-types';
import { drawEllipse, drawPolyline, type Frame } from './raster';

export type Light = 'normal' | 'polarised';

/** Share of relief, pore and line shading seen in the polarised frame (cross-polarisation). */
const POLARISED_RELIEF = 0.3;
/** Log-shade amplitudes at relief = 1: fBm texture (σ ≈ 0.35·0.12) and furrow depth. */
const NOISE_SHADE = 0.12;
const FURROW_SHADE = 0.15;
/** Furrow half-width (px) of the Gaussian cross-profile and the relief cell size (px). */
const FURROW_WIDTH = 1.3;
const FURROW_CELL = 38;
/** A pore darkens by ΔL* ≈ 8 at mid tones (log factor −0.3). */
const PORE_SHADE = -0.3;

export interface SceneFields {
  shade: Float32Array;
  melanin: Float32Array;
  haemoglobin: Float32Array;
  flake: Float32Array;
}

function drawRelief(spec: PhantomSpec, frame: Frame, weight: number, shade: Float32Array): void {
  if (spec.relief <= 0) return;
  const noiseAmp = weight * spec.relief * NOISE_SHADE;
  const furrowAmp = weight * spec.relief * FURROW_SHADE;
  const furrows = furrowDistanceField(frame, spec.seed + 11, FURROW_CELL);
  const noise = fbmField(frame, spec.seed + 13, 48);
  for (let i = 0; i < shade.length; i += 1) {
    const e = furrows[i]! / FURROW_WIDTH;
    shade[i] = shade[i]! + noiseAmp * noise[i]! - furrowAmp * Math.exp(-e * e);
  }
}

/** Mild mottling of a redness blob (0.85–1.15), in scene coordinates. */
function mottle(seed: number) {
  return (sx: number, sy: number) => 1 + 0.3 * fbm(sx, sy, seed, 24, 2);
}

/** Chromophores: melanin spots, haemoglobin in redness blobs and vessels. */
function drawChromophores(
  spec: PhantomSpec,
  features: Features,
  frame: Frame,
  fields: SceneFields,
  scratch: Float32Array,
): void {
  for (const spot of features.spots) {
    const edge = Math.max(2, 0.3 * spot.r);
    const amplitude = melaninForDeltaL(spec.tone, spot.contrast);
    drawEllipse(
      fields.melanin,
      frame,
      { ...spot, rx: spot.r, ry: spot.r, angle: 0, amplitude, contrast: spot.contrast },
      edge,
      'max',
    );
  }
  for (const blob of features.redness) drawRedness(spec, frame, blob, fields.haemoglobin);
  for (const vessel of features.vessels) {
    drawPolyline(
      fields.haemoglobin,
      frame,
      vessel,
      haemoglobinForDeltaA(spec.tone, vessel.contrast),
      scratch,
      'max',
    );
  }
}

export function renderScene(
  spec: PhantomSpec,
  features: Features,
  frame: Frame,
  light: Light,
): SceneFields {
  const n = frame.width * frame.height;
  const fields: SceneFields = {
    shade: new Float32Array(n),
    melanin: new Float32Array(n),
    haemoglobin: new Float32Array(n),
    flake: new Float32Array(n),
  };
  const weight = light === 'normal' ? 1 : POLARISED_RELIEF;
  drawRelief(spec, frame, weight, fields.shade);
  for (const pore of features.pores)
    drawEllipse(fields.shade, frame, { ...pore, amplitude: weight * PORE_SHADE }, 1, 'add');
  const scratch = new Float32Array(n);
  for (const line of features.lines) {
    drawPolyline(
      fields.shade,
      frame,
      line,
      weight * shadeForDeltaL(spec.tone, line.contrast),
      scratch,
      'add',
    );
  }
  drawChromophores(spec, features, frame, fields, scratch);
  for (const flake of features.flakes) drawEllipse(fields.flake, frame, flake, 1, 'max');
  return fields;
}

/**
 * Redness blob: full strength inside 0.55·r, half at r, faded out by 1.45·r (erythema has soft
 * edges), mildly mottled.
 */
export function drawRedness(
  spec: PhantomSpec,
  frame: Frame,
  blob: Ellipse,
  out: Float32Array,
): void {
  const density = haemoglobinForDeltaA(spec.tone, blob.contrast);
  const edgePx = 0.9 * Math.sqrt(blob.rx * blob.ry);
  drawEllipse(out, frame, { ...blob, amplitude: density }, edgePx, 'max', mottle(spec.seed + 17));
}
