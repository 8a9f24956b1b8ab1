/**
 * The phantom's skin, as float fields over one frame: grey shading (log factor: micro-relief,
 * pores, lines), melanin and haemoglobin densities, flake cover and (normal light only)
 * specular light. The polarised frame shows surface topography weakly: cross-polarisation
 * removes the surface reflections that make relief visible in normal light.
 */
import { haemoglobinForDeltaA, melaninForDeltaL, shadeForDeltaL } from './chromophores';
import { createRng } from './prng';
import type { Ellipse, Features } from './features';
import { fbm, fbmField, furrowDistanceField } from './noise';
import type { PhantomSpec } from './phantom-types';
import { drawEllipse, drawPolyline, type Frame } from './raster';

export type Light = 'normal' | 'polarised';

/** Log-shade amplitudes at relief = 1: fBm texture (σ ≈ 0.35·0.12) and furrow depth. */
const NOISE_SHADE = 0.12;
const FURROW_SHADE = 0.15;
/** Furrow half-width (px) of the Gaussian cross-profile and the relief cell size (px). */
const FURROW_WIDTH = 1.3;
const FURROW_CELL = 38;
/** A pore darkens by ΔL* ≈ 8 at mid tones (log factor −0.3). */
const PORE_SHADE = -0.3;
/** fbmField's σ (≈ 0.35 for 3–4 octaves): fields are divided by it to get unit σ. */
const FBM_SIGMA = 0.35;
/** The normal photo shows the fine texture twice as strongly as the polarised one. */
const NORMAL_TEXTURE = 2;

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

/**
 * Fine surface texture (6–24 px) and facial shading (a tilt plus a broad bump off the centre),
 * both as log shade in scene coordinates so the two frames agree.
 */
function drawTextureAndShading(
  spec: PhantomSpec,
  frame: Frame,
  light: Light,
  shade: Float32Array,
): void {
  if (spec.texture > 0) {
    const perSigma =
      (light === 'normal' ? NORMAL_TEXTURE : 1) *
      (shadeForDeltaL(spec.tone, spec.texture) / FBM_SIGMA);
    const fine = fbmField(frame, spec.seed + 19, 24, 3);
    for (let i = 0; i < shade.length; i += 1) shade[i] = shade[i]! + perSigma * fine[i]!;
  }
  if (spec.shading > 0) {
    const rng = createRng(spec.seed * 31 + 12);
    const angle = rng.range(0, 2 * Math.PI);
    const bx = rng.range(0, spec.width);
    const by = rng.range(0, spec.height);
    const sigma = rng.range(0.3, 0.5) * spec.width;
    const halfDiagonal = 0.5 * Math.hypot(spec.width, spec.height);
    const full = shadeForDeltaL(spec.tone, spec.shading);
    // What a row or the whole frame shares is computed once (the same operations, the same bits).
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const twoSigma2 = 2 * sigma * sigma;
    for (let y = 0; y < frame.height; y += 1) {
      const sy = y + 0.5 + frame.oy;
      const rowTilt = (sy - spec.height / 2) * sin;
      const dy2 = (sy - by) ** 2;
      for (let x = 0; x < frame.width; x += 1) {
        const sx = x + 0.5 + frame.ox;
        const tilt = ((sx - spec.width / 2) * cos + rowTilt) / halfDiagonal;
        const bump = Math.exp(-((sx - bx) ** 2 + dy2) / twoSigma2);
        const i = y * frame.width + x;
        // 0 (lightest) … 1 (darkest, ΔL* = shading): 60 % tilt, 40 % bump.
        shade[i] = shade[i]! + full * (0.3 * (tilt + 1) + 0.4 * bump);
      }
    }
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
  const weight = light === 'normal' ? 1 : spec.polarisedRelief;
  drawRelief(spec, frame, weight, fields.shade);
  drawTextureAndShading(spec, frame, light, fields.shade);
  const poreShade = weight * spec.poreDepth * PORE_SHADE;
  for (const pore of features.pores)
    drawEllipse(fields.shade, frame, { ...pore, amplitude: poreShade }, 1, 'add');
  const scratch = new Float32Array(n);
  // Hairs lie above the skin: both lights show them at full contrast.
  for (const hair of features.hairs)
    drawPolyline(
      fields.shade,
      frame,
      hair,
      shadeForDeltaL(spec.tone, hair.contrast),
      scratch,
      'add',
    );
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
  if (spec.mottle > 0) {
    // Added after the spots (which are drawn with 'max'): a spot keeps the mottle around it.
    const perSigma = melaninForDeltaL(spec.tone, spec.mottle) / FBM_SIGMA;
    const mottled = fbmField(frame, spec.seed + 23, 48, 3);
    for (let i = 0; i < n; i += 1) fields.melanin[i] = fields.melanin[i]! + perSigma * mottled[i]!;
  }
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
