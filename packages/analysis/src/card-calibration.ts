/**
 * fitCardCalibration (issue 18 #2): a device calibration from one capture of a neutral reference
 * card under each light (CALIBRATION.card: an 18 % grey card unless told otherwise), and
 * optionally the patches of a colour chart with published values under polarised light. Fits,
 * per light, the flat-field (card-flat-field.ts) and the gains that bring the card's centre to
 * its known reflectance (exposure and white balance at once); from the chart, a 3×3 matrix +
 * offset on top. A capture that cannot give a trustworthy fit is refused with its zh-CN reasons
 * and no calibration: the caller has nothing bad to store. Browser-safe.
 */
import { CALIBRATION } from './calibration';
import { fitCardFlatField, type CardFlatField } from './card-flat-field';
import { cardRefusal, clippedCardRefusal, type CardRefusal } from './card-messages';
import {
  applyColourMatrix,
  DEVICE_CALIBRATION_FORMAT,
  fitColourMatrixLinear,
  flatFieldAt,
  type ColourMatrix,
  type DeviceCalibration,
  type FlatFieldModel,
  type Rgb,
} from './device-calibration';
import { linearLuminance, linearToLab, SRGB_TO_LINEAR } from './kernels/lab';
import { photoPlanes } from './photo';
import type { Channel, PhotoRole } from './quality/messages';
import { saturationOf } from './quality/saturation';
import type { RgbImage } from './types';

const C = CALIBRATION.card;

/** One colour-chart patch filling the frame (at 30–60× the microscope sees one patch at a time). */
export interface ChartPatchCapture {
  /** The patch under polarised light, with the same exposure and white balance as the card. */
  image: RgbImage;
  /** The chart's published sRGB value of the patch (D65, code values 0–255). */
  reference: Rgb;
}

export interface CardCalibrationOptions {
  chart?: readonly ChartPatchCapture[];
  /** The card's diffuse reflectance (linear, neutral); default CALIBRATION.card.reflectance (18 % grey). */
  cardReflectance?: number;
  /** Free text stored with the calibration (device, date), for the record. */
  id?: string;
}

/** What the fit found for one light, in figures a person can check. */
export interface CardLightReport {
  /** How much darker the darkest evenly lit part of the frame is than the centre, in %. */
  vignettingPercent: number;
  /** Luminance gain the card needed (1 = the exposure was right for its reflectance). */
  exposureGain: number;
  /** Linear R, G, B gains (exposure and white balance together). */
  gains: Rgb;
  /** RMS of the card about the fitted flat-field, in % (a clean flat card: noise only). */
  residualPercent: number;
  /** Median within-cell spread of the card, in % (camera noise on a card; more on texture). */
  texturePercent: number;
  /** Share of the frame evenly lit and used by the fit, in %. */
  litPercent: number;
}

export interface ChartReport {
  /** Patches fitted, and patches left out because they clipped. */
  patches: number;
  clipped: number;
  /** ΔE*ab between the calibrated patches and their published values. */
  meanDeltaE: number;
  maxDeltaE: number;
}

export interface CardCalibrationReport {
  normal: CardLightReport | null;
  polarised: CardLightReport | null;
  chart: ChartReport | null;
  /** Empty when the fit was accepted. */
  refusals: CardRefusal[];
}

export type CardCalibrationFit =
  | { ok: true; calibration: DeviceCalibration; report: CardCalibrationReport }
  | { ok: false; calibration: null; report: CardCalibrationReport };

interface LightFit {
  flat: FlatFieldModel;
  gains: Rgb;
  report: CardLightReport;
}

const round = (v: number, digits = 4) => Math.round(v * 10 ** digits) / 10 ** digits;
/** The three channels through `f` (channel index second). */
const mapRgb = (v: Rgb, f: (x: number, c: number) => number): [number, number, number] => [
  f(v[0], 0),
  f(v[1], 1),
  f(v[2], 2),
];
const median = (values: number[]) => [...values].sort((p, q) => p - q)[values.length >> 1] ?? 0;
const CHANNELS: Channel[] = ['red', 'green', 'blue'];

/** The card's colour at the centre: each cell's median divided by its illumination, then the median. */
function cardColour(flat: CardFlatField): [number, number, number] {
  const at = flat.cells.map((c) => c.rgb.map((v) => v / flatFieldAt(flat.model, c.u, c.v)));
  return [0, 1, 2].map((k) => median(at.map((rgb) => rgb[k]!))) as [number, number, number];
}

/** RMS relative deviation of the cells' chromaticities (R/G, B/G) from their median. */
function chromaSpread(flat: CardFlatField): number {
  const rg = flat.cells.map((c) => c.rgb[0] / Math.max(1e-6, c.rgb[1]));
  const bg = flat.cells.map((c) => c.rgb[2] / Math.max(1e-6, c.rgb[1]));
  const rms = (xs: number[]) => {
    const m = median(xs);
    return Math.sqrt(xs.reduce((s, x) => s + (x / m - 1) ** 2, 0) / xs.length);
  };
  return Math.max(rms(rg), rms(bg));
}

/** Checks and fits one light's card capture; refusals instead of a fit when it is unusable. */
function fitLight(
  image: RgbImage,
  photo: PhotoRole,
  reflectance: number,
): { fit: LightFit | null; refusals: CardRefusal[] } {
  const saturation = saturationOf(image);
  const clipped = CHANNELS.filter((c) => saturation[c] > C.maxClipped);
  if (clipped.length > 0) return { fit: null, refusals: [clippedCardRefusal(clipped, photo)] };
  const flat = fitCardFlatField(photoPlanes(image));
  if (!flat || flat.litShare < C.minLitShare)
    return { fit: null, refusals: [cardRefusal('CARD_NOT_FOUND', photo)] };
  if (flat.texture > C.maxTexture || flat.residual > C.maxResidual)
    return { fit: null, refusals: [cardRefusal('CARD_NOT_UNIFORM', photo)] };
  const card = cardColour(flat);
  const gains = mapRgb(card, (v) => reflectance / Math.max(1e-6, v));
  // Colour first: a coloured card is also "too bright" in its strongest channel, but the
  // colour is what to fix.
  if (
    Math.max(...gains) / Math.min(...gains) > C.maxWhiteBalanceSpread ||
    chromaSpread(flat) > C.maxChromaSpread
  )
    return { fit: null, refusals: [cardRefusal('CARD_NOT_NEUTRAL', photo)] };
  const exposureGain = reflectance / Math.max(1e-6, linearLuminance(...card));
  if (exposureGain > C.maxExposureGain)
    return { fit: null, refusals: [cardRefusal('CARD_TOO_DARK', photo)] };
  if (Math.min(...gains) < C.minChannelGain)
    return { fit: null, refusals: [cardRefusal('CARD_TOO_BRIGHT', photo)] };
  const darkest = Math.min(...flat.cells.map((c) => flatFieldAt(flat.model, c.u, c.v)));
  return {
    fit: {
      flat: flat.model,
      gains,
      report: {
        vignettingPercent: round(100 * (1 - darkest), 2),
        exposureGain: round(exposureGain),
        gains: mapRgb(gains, (g) => round(g)),
        residualPercent: round(100 * flat.residual, 3),
        texturePercent: round(100 * flat.texture, 3),
        litPercent: round(100 * flat.litShare, 1),
      },
    },
    refusals: [],
  };
}

/** Mean linear colour of the central half of a patch's frame, flat-fielded and gained. */
function patchColour(image: RgbImage, light: LightFit): [number, number, number] {
  const planes = photoPlanes(image);
  const { width: w, height: h } = planes.r;
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.floor(h / 4); y < Math.ceil((3 * h) / 4); y += 1)
    for (let x = Math.floor(w / 4); x < Math.ceil((3 * w) / 4); x += 1) {
      const i = y * w + x;
      const f = flatFieldAt(light.flat, ((x + 0.5) / w) * 2 - 1, ((y + 0.5) / h) * 2 - 1);
      sum[0]! += planes.r.data[i]! / f;
      sum[1]! += planes.g.data[i]! / f;
      sum[2]! += planes.b.data[i]! / f;
      n += 1;
    }
  return mapRgb(light.gains, (gain, c) => (sum[c]! / n) * gain);
}

const deltaE = (p: readonly number[], q: readonly number[]) =>
  Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);

/** The chart's matrix on top of the polarised gains, and how close it brings the patches. */
function fitChart(
  chart: readonly ChartPatchCapture[],
  polarised: LightFit,
): { matrix: ColourMatrix | null; report: ChartReport | null; refusals: CardRefusal[] } {
  // A patch brighter than the device records at the skin's exposure (the chart's white, often)
  // says nothing about the colours skin has: it is left out, and counted.
  const usable = chart.filter((p) =>
    CHANNELS.every((c) => saturationOf(p.image)[c] <= C.maxClipped),
  );
  if (usable.length < C.minChartPatches)
    return { matrix: null, report: null, refusals: [cardRefusal('CHART_TOO_FEW', 'chart')] };
  const refused = {
    matrix: null,
    report: null,
    refusals: [cardRefusal('CHART_UNUSABLE', 'chart')],
  };
  const patches = usable.map((p) => ({
    measured: patchColour(p.image, polarised),
    reference: mapRgb(p.reference, (v) => SRGB_TO_LINEAR[Math.round(v)]!),
  }));
  let matrix: ColourMatrix;
  try {
    matrix = fitColourMatrixLinear(patches);
  } catch {
    return refused;
  }
  const errors = patches.map((p) =>
    deltaE(linearToLab(...applyColourMatrix(matrix, ...p.measured)), linearToLab(...p.reference)),
  );
  const report = {
    patches: usable.length,
    clipped: chart.length - usable.length,
    meanDeltaE: round(errors.reduce((s, e) => s + e, 0) / errors.length, 3),
    maxDeltaE: round(Math.max(...errors), 3),
  };
  if (report.maxDeltaE > C.maxChartDeltaE) return { ...refused, report };
  return { matrix, report, refusals: [] };
}

export function fitCardCalibration(
  normal: RgbImage,
  polarised: RgbImage,
  options: CardCalibrationOptions = {},
): CardCalibrationFit {
  const reflectance = options.cardReflectance ?? C.reflectance;
  const report: CardCalibrationReport = {
    normal: null,
    polarised: null,
    chart: null,
    refusals: [],
  };
  if (normal.width !== polarised.width || normal.height !== polarised.height) {
    report.refusals.push(cardRefusal('CARD_SIZE_MISMATCH', 'pair'));
    return { ok: false, calibration: null, report };
  }
  const n = fitLight(normal, 'normal', reflectance);
  const p = fitLight(polarised, 'polarised', reflectance);
  report.normal = n.fit?.report ?? null;
  report.polarised = p.fit?.report ?? null;
  report.refusals.push(...n.refusals, ...p.refusals);
  const chart = options.chart && p.fit ? fitChart(options.chart, p.fit) : null;
  if (chart) {
    report.chart = chart.report;
    report.refusals.push(...chart.refusals);
  }
  if (!n.fit || !p.fit || report.refusals.length > 0)
    return { ok: false, calibration: null, report };
  const calibration: DeviceCalibration = {
    format: DEVICE_CALIBRATION_FORMAT,
    flatField: { normal: n.fit.flat, polarised: p.fit.flat },
    gains: { normal: n.fit.gains, polarised: p.fit.gains },
    ...(chart?.matrix ? { matrix: chart.matrix.matrix, offset: chart.matrix.offset } : {}),
    cardReflectance: reflectance,
    ...(options.id ? { id: options.id } : {}),
  };
  return { ok: true, calibration, report };
}
