/**
 * The deterministic phantom generator (ANALYSIS.md "Validation without a public dataset"): a
 * seeded synthetic skin patch seen under normal and cross-polarised light, with its ground truth.
 * Pure: no I/O, no Math.random; the node-side helper adds JPEG compression.
 */
import { CALIBRATION } from '../calibration';
import { labToLinear } from '../kernels/lab';
import { createMask, type Mask } from '../kernels/plane';
import { captureImage, type LinearImage } from './camera';
import { HAEMOGLOBIN_ABSORPTION, MELANIN_ABSORPTION, haemoglobinForDeltaA } from './chromophores';
import { placeFeatures, type Features } from './features';
import { drawGlints } from './glints';
import type { Phantom, PhantomSpec, PhantomTruth } from './phantom-types';
import { drawEllipse, drawPolyline, type Frame } from './raster';
import { drawRedness, renderScene, type Light } from './scene';
import { resolveSpec, type PhantomOptions } from './spec';

/** Flakes: detached corneocytes scatter white light (Velthuizen): bright, near-neutral (L* ≈ 91). */
const FLAKE_LINEAR = [0.8, 0.79, 0.76] as const;
/** Normal light also reflects a little white light diffusely from the surface (2 %). */
const SURFACE_SHEEN = 0.02;

function composeFrame(
  spec: PhantomSpec,
  features: Features,
  frame: Frame,
  light: Light,
  specular?: Float32Array,
) {
  const fields = renderScene(spec, features, frame, light);
  const base = labToLinear(spec.tone.L, spec.tone.a, spec.tone.b).map((v) => Math.max(0, v));
  const n = frame.width * frame.height;
  const image: LinearImage = {
    width: frame.width,
    height: frame.height,
    r: new Float32Array(n),
    g: new Float32Array(n),
    b: new Float32Array(n),
  };
  // The three channels written out: the same operations per channel, without indexing arrays.
  const [baseR, baseG, baseB] = base as [number, number, number];
  const [melR, melG, melB] = MELANIN_ABSORPTION;
  const [hbR, hbG, hbB] = HAEMOGLOBIN_ABSORPTION;
  const [flakeR, flakeG, flakeB] = FLAKE_LINEAR;
  const normal = light === 'normal';
  for (let i = 0; i < n; i += 1) {
    const shade = Math.exp(fields.shade[i]!);
    const f = fields.flake[i]!;
    const mel = fields.melanin[i]!;
    const hb = fields.haemoglobin[i]!;
    const clear = mel === 0 && hb === 0;
    let r = baseR * shade * (clear ? 1 : Math.exp(-mel * melR - hb * hbR));
    let g = baseG * shade * (clear ? 1 : Math.exp(-mel * melG - hb * hbG));
    let b = baseB * shade * (clear ? 1 : Math.exp(-mel * melB - hb * hbB));
    r += f * (flakeR - r);
    g += f * (flakeG - g);
    b += f * (flakeB - b);
    if (normal) {
      r = r * (1 - SURFACE_SHEEN) + SURFACE_SHEEN;
      g = g * (1 - SURFACE_SHEEN) + SURFACE_SHEEN;
      b = b * (1 - SURFACE_SHEEN) + SURFACE_SHEEN;
    }
    image.r[i] = r;
    image.g[i] = g;
    image.b[i] = b;
    if (specular) {
      const s = specular[i]!;
      image.r[i] = image.r[i]! + s;
      image.g[i] = image.g[i]! + s;
      image.b[i] = image.b[i]! + s;
    }
  }
  return { image, fields };
}

function thresholdField(field: Float32Array, frame: Frame, threshold: number): Mask {
  const mask = createMask(frame.width, frame.height);
  for (let i = 0; i < field.length; i += 1) mask.data[i] = field[i]! >= threshold ? 1 : 0;
  return mask;
}

function buildTruth(
  spec: PhantomSpec,
  features: Features,
  pFrame: Frame,
  nFrame: Frame,
  shine: Mask,
  flake: Float32Array,
): PhantomTruth {
  const n = pFrame.width * pFrame.height;
  const spotField = new Float32Array(n);
  for (const s of features.spots)
    drawEllipse(
      spotField,
      pFrame,
      { ...s, rx: s.r, ry: s.r, angle: 0, amplitude: 1, contrast: s.contrast },
      0.001,
      'max',
    );
  const red = new Float32Array(n);
  for (const blob of features.redness) drawRedness(spec, pFrame, blob, red);
  const scratch = new Float32Array(n);
  const vessels = new Float32Array(n);
  for (const v of features.vessels) drawPolyline(vessels, pFrame, v, 1, scratch, 'max');
  const lines = new Float32Array(n);
  for (const l of features.lines) drawPolyline(lines, nFrame, l, 1, scratch, 'max');
  const { L, a, b } = spec.tone;
  return {
    tone: { L, a, b },
    ita: (Math.atan2(L - 50, b) * 180) / Math.PI,
    spots: features.spots.map((s) => ({ ...s })),
    spotMask: thresholdField(spotField, pFrame, 0.5),
    rednessMask: thresholdField(
      red,
      pFrame,
      haemoglobinForDeltaA(spec.tone, CALIBRATION.sensitivity.redDeltaA),
    ),
    vesselMask: thresholdField(vessels, pFrame, 0.5),
    lines: features.lines.map((l) => ({
      width: l.width,
      points: l.points.map(([x, y]) => [x - nFrame.ox, y - nFrame.oy] as const),
    })),
    lineMask: thresholdField(lines, nFrame, 0.5),
    shineMask: shine,
    flakeMask: thresholdField(flake, pFrame, 0.3),
    relief: spec.relief,
  };
}

export function generatePhantom(options: PhantomOptions): Phantom {
  const spec = resolveSpec(options);
  const features = placeFeatures(spec);
  const pFrame: Frame = { width: spec.width, height: spec.height, ox: 0, oy: 0 };
  const nFrame: Frame = { ...pFrame, ox: spec.capture.shift.dx, oy: spec.capture.shift.dy };
  const glints = drawGlints(spec, { ...nFrame, ox: 0, oy: 0 });
  const p = composeFrame(spec, features, pFrame, 'polarised');
  const n = composeFrame(spec, features, nFrame, 'normal', glints.specular);
  const truth = buildTruth(spec, features, pFrame, nFrame, glints.placed, p.fields.flake);
  const polarised = captureImage(
    p.image,
    spec.device,
    spec.capture,
    spec.device.exposureP,
    spec.seed * 31 + 8,
  );
  const normal = captureImage(
    n.image,
    spec.device,
    spec.capture,
    spec.device.exposureN,
    spec.seed * 31 + 9,
  );
  return { spec, normal, polarised, truth };
}
