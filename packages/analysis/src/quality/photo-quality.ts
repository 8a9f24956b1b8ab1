/**
 * Quality of one photo (ANALYSIS.md "Quality first"): exposure by mean L* and clipped shares,
 * glare by the white-clipped share (a single saturated channel is over-exposure, saturation.ts),
 * focus by the share of fine detail in the skin's texture (focus.ts). Pure and fast enough for
 * the capture screen's live retake hint.
 */
import { newFloat32 } from '../kernels/arena';
import { CALIBRATION } from '../calibration';
import { colourCorrection, type DeviceCalibration } from '../device-calibration';
import { labFLookup } from '../kernels/lab';
import type { Plane } from '../kernels/plane';
import { photoPlanes, type PhotoPlanes } from '../photo';
import type { RgbImage } from '../types';
import {
  overexposedReason,
  photoReason,
  type Channel,
  type PhotoRole,
  type QualityReason,
} from './messages';
import { saturatedChannels, saturationOf } from './saturation';
import { focusOf } from './focus';
import { skinLikeness, type SkinLikeness } from './skin-likeness';

const Q = CALIBRATION.quality;

export interface PhotoQuality {
  ok: boolean;
  reasons: QualityReason[];
  /**
   * False when the photo could not be judged as skin at all (too small, too dark or bright, not
   * skin): its one reason says so, and nothing else about it is asked.
   */
  judged: boolean;
  /**
   * Channels clipped in the polarised photo without white clipping (issue 31): no refusal, but
   * colour and redness cannot be read from it (check-quality.ts marks them 无法评估). Empty
   * otherwise, and always for the normal photo.
   */
  clippedChannels: Channel[];
  measures: {
    meanL: number;
    clippedHigh: number;
    clippedLow: number;
    /** Fine-detail share of the texture (focus.ts); null when the texture is lost in noise. */
    focus: number | null;
    focusSnr: number;
    /** The skin gate's figures (skin-likeness.ts). */
    skinShare: number;
    lightnessIqr: number;
    blockIqr: number;
  };
}

/** L* of each pixel of a luminance plane. */
function lightnessOf(y: Plane): Plane {
  const L = newFloat32(y.data.length);
  for (let i = 0; i < L.length; i += 1) L[i] = 116 * labFLookup(y.data[i]!) - 16;
  return { width: y.width, height: y.height, data: L };
}

/** Mean L* over every 2nd row and column of the half grid (a regular quarter sample). */
function meanLightness(y: Plane): number {
  let sum = 0;
  let n = 0;
  for (let py = 0; py < y.height; py += 2)
    for (let px = 0; px < y.width; px += 2) {
      sum += 116 * labFLookup(y.data[py * y.width + px]!) - 16;
      n += 1;
    }
  return n > 0 ? sum / n : 0;
}

/** The central half (in each direction) of a plane: focus is judged where the lens is sharpest, at a quarter of the cost. */
function centralCrop(src: Plane): Plane {
  const w = Math.max(16, src.width >> 1) & ~3;
  const h = Math.max(16, src.height >> 1) & ~3;
  const x0 = (src.width - w) >> 1;
  const y0 = (src.height - h) >> 1;
  const data = newFloat32(w * h);
  for (let y = 0; y < h; y += 1)
    data.set(src.data.subarray((y0 + y) * src.width + x0, (y0 + y) * src.width + x0 + w), y * w);
  return { width: w, height: h, data };
}

/**
 * Skin colour over most of the disc, skin's small contrast, and some texture (not a flat frame).
 * Colour is the polarised photo's to judge (issue 31): the normal photo's is the lamp's and the
 * surface's as much as the skin's (real microscopes cast it grey or green while the polarised
 * photo is skin), and no score reads it. The normal photo is judged on structure only.
 */
function looksLikeSkin(skin: SkinLikeness, role: PhotoRole): boolean {
  return (
    (role === 'normal' || skin.skinShare >= Q.minSkinShare) &&
    skin.lightnessIqr <= Q.maxLightnessIqr &&
    skin.blockIqr >= Q.minBlockIqr
  );
}

/**
 * Why too many pixels clipped high: glare (反光过强) only when enough of them are white in every
 * channel, i.e. specular reflection; otherwise the exposure saturated some channel (曝光过度,
 * naming it), which a person fixes differently (less light, not another angle). In the
 * polarised photo a channel clip is no refusal (issue 31): texture, lines and oil read through
 * it, and colour and redness are marked not assessable instead (`channels`).
 */
function clippedHigh(
  source: RgbImage,
  maxHigh: number,
  role: PhotoRole,
): { reason: QualityReason | null; channels: Channel[] } {
  const saturation = saturationOf(source);
  if (saturation.white > maxHigh) return { reason: photoReason('GLARE', role), channels: [] };
  const channels = saturatedChannels(saturation);
  return role === 'polarised'
    ? { reason: null, channels }
    : { reason: overexposedReason(channels, role), channels: [] };
}

/**
 * Checks one photo's planes; with the device's calibration, skin colour is judged as it
 * corrects it (skin-likeness.ts). Exposure, clipping and focus are the camera's as it took them.
 */
export function photoQualityOf(
  planes: PhotoPlanes,
  role: PhotoRole,
  calibration?: DeviceCalibration,
): PhotoQuality {
  const reasons: QualityReason[] = [];
  const mean = meanLightness(planes.y);
  // Judged where the lens is sharpest, at a quarter of the cost (focus.ts).
  const focus = focusOf(lightnessOf(centralCrop(planes.y)), Q.minFocusSnr);
  const skin = skinLikeness(planes.source, calibration && colourCorrection(calibration, role));
  const measures = {
    meanL: mean,
    clippedHigh: planes.clippedHigh,
    clippedLow: planes.clippedLow,
    focus: focus.share,
    focusSnr: focus.snr,
    skinShare: skin.skinShare,
    lightnessIqr: skin.lightnessIqr,
    blockIqr: skin.blockIqr,
  };
  // One reason, the one a person would give first: too small or wrongly exposed to judge at
  // all; then not skin (a cat gets no glare or focus verdict); then what is wrong with the skin.
  const only = (reason: QualityReason): PhotoQuality => ({
    ok: false,
    reasons: [reason],
    judged: false,
    clippedChannels: [],
    measures,
  });
  if (planes.width < Q.minWidth || planes.height < Q.minHeight)
    return only(photoReason('TOO_SMALL', role));
  if (mean < Q.minMeanL) return only(photoReason('TOO_DARK', role));
  if (mean > Q.maxMeanL) return only(photoReason('TOO_BRIGHT', role));
  if (!looksLikeSkin(skin, role)) return only(photoReason('NOT_SKIN', role));
  if (planes.clippedLow > Q.maxClippedLow) reasons.push(photoReason('TOO_DARK', role));
  const maxHigh = role === 'normal' ? Q.maxClippedHighNormal : Q.maxClippedHighPolarised;
  let clippedChannels: Channel[] = [];
  if (planes.clippedHigh > maxHigh) {
    const clipped = clippedHigh(planes.source, maxHigh, role);
    if (clipped.reason) reasons.push(clipped.reason);
    clippedChannels = clipped.channels;
  }
  // A photo too dark to judge is not also called blurry; one without texture above its noise
  // gives no evidence (the other photo, through the same optics, does).
  // The limit comes in gradually as the texture rises above the noise (full from twice the
  // least SNR): a switch at one SNR turned a ±10 % exposure change into a refusal (issue 18 #6).
  const evidence = Math.min(1, Math.max(0, (focus.snr - Q.minFocusSnr) / Q.minFocusSnr));
  const minFocus = (role === 'normal' ? Q.minFocusNormal : Q.minFocusPolarised) * evidence;
  if (reasons.length === 0 && focus.share !== null && focus.share < minFocus)
    reasons.push(photoReason('BLURRY', role));
  return { ok: reasons.length === 0, reasons, judged: true, clippedChannels, measures };
}

/**
 * Checks one photo given as RGB or RGBA pixels (e.g. a canvas frame on the capture screen); with
 * the device's calibration, as analyzePair judges it.
 */
export function checkPhoto(
  image: RgbImage,
  role: PhotoRole,
  calibration?: DeviceCalibration,
): PhotoQuality {
  return photoQualityOf(photoPlanes(image, { colour: false }), role, calibration);
}
