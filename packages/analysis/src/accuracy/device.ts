/**
 * The device-calibration workflow on phantoms, exactly what a salon does once per microscope:
 * photograph the 18 % grey card under each light (and, optionally, each patch of a colour
 * chart under polarised light), upload the frames, fit (fitCardCalibration). The calibration
 * screen uploads lossless PNG frames: JPEG shifts a flat card's colour (see `cardCaptures`).
 */
import { fitCardCalibration, type CardCalibrationFit } from '../card-calibration';
import type { DeviceCalibration } from '../device-calibration';
import { decodeImage, encodeJpeg, encodePng } from '../node/decode';
import {
  COLOR_CARD,
  GREY_CARD_LINEAR,
  renderChartPatch,
  renderFlatTarget,
} from '../phantom/color-card';
import type { PhantomCapture, PhantomDevice } from '../phantom/phantom-types';
import type { RgbImage } from '../types';

/**
 * How the calibration frames reach the engine. PNG is lossless. JPEG quantises each 8×8
 * block's mean (its DC coefficient): on a flat card every block rounds the same way, so the
 * whole card shifts, by +0.66 code values in red at q90 on a grey card at code 95 (+1.7 % in
 * linear red, ≈ 0.7 in b* on skin), where textured skin dithers it away.
 */
export type CalibrationUpload = 'png' | { jpegQuality: number };

async function uploaded(image: RgbImage, upload: CalibrationUpload): Promise<RgbImage> {
  if (upload === 'png') return decodeImage(await encodePng(image));
  return decodeImage(await encodeJpeg(image, upload.jpegQuality));
}

/** The two card photos of a device, as uploaded. */
async function cardCaptures(
  device: PhantomDevice,
  capture: PhantomCapture,
  upload: CalibrationUpload = 'png',
  seed = 900,
): Promise<{ normal: RgbImage; polarised: RgbImage }> {
  const [normal, polarised] = await Promise.all(
    (['normal', 'polarised'] as const).map((light, k) =>
      uploaded(renderFlatTarget(GREY_CARD_LINEAR, device, capture, light, seed + k), upload),
    ),
  );
  return { normal: normal!, polarised: polarised! };
}

/**
 * Fits made in this worker, by their inputs: the fit is a function of them alone (the captures'
 * noise is seeded), and several suites fit the same device (≈ 1.3 CPU-s a fit with the chart).
 */
const fits = new Map<string, Promise<CardCalibrationFit>>();

/** Fits a device from its card captures, with the 24-patch chart when `withChart`. */
export function calibrateDevice(
  device: PhantomDevice,
  capture: PhantomCapture,
  withChart = true,
  upload: CalibrationUpload = 'png',
): Promise<CardCalibrationFit> {
  const key = JSON.stringify([device, capture, withChart, upload]);
  let fit = fits.get(key);
  if (!fit) fits.set(key, (fit = fitDevice(device, capture, withChart, upload)));
  return fit;
}

async function fitDevice(
  device: PhantomDevice,
  capture: PhantomCapture,
  withChart: boolean,
  upload: CalibrationUpload,
): Promise<CardCalibrationFit> {
  const card = await cardCaptures(device, capture, upload);
  const chart = withChart
    ? await Promise.all(
        COLOR_CARD.map(async (reference, k) => ({
          image: await uploaded(renderChartPatch(reference, device, capture, 1000 + k), upload),
          reference,
        })),
      )
    : undefined;
  return fitCardCalibration(card.normal, card.polarised, {
    ...(chart ? { chart } : {}),
    id: 'phantom device',
  });
}

/** The calibration of a card capture the engine accepts; a refusal is a broken phantom. */
export async function calibrationOf(
  device: PhantomDevice,
  capture: PhantomCapture,
): Promise<DeviceCalibration> {
  const fit = await calibrateDevice(device, capture);
  if (!fit.ok) throw new Error(`card calibration refused: ${JSON.stringify(fit.report)}`);
  return fit.calibration;
}
