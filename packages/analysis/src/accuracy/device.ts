/**
 * The device-calibration workflow on phantoms, exactly what a salon does once per microscope:
 * photograph the 18 % grey card under each light (and, optionally, each patch of a colour
 * chart under polarised light), send the JPEGs, fit (fitCardCalibration).
 */
import { fitCardCalibration, type CardCalibrationFit } from '../card-calibration';
import { decodeImage, encodeJpeg } from '../node/decode';
import {
  COLOR_CARD,
  GREY_CARD_LINEAR,
  renderChartPatch,
  renderFlatTarget,
} from '../phantom/color-card';
import type { PhantomCapture, PhantomDevice } from '../phantom/phantom-types';
import type { RgbImage } from '../types';

async function throughJpeg(image: RgbImage, quality: number): Promise<RgbImage> {
  return decodeImage(await encodeJpeg(image, quality));
}

/** The two card photos of a device, as uploaded (JPEG at the capture's quality). */
export async function cardCaptures(
  device: PhantomDevice,
  capture: PhantomCapture,
  seed = 900,
): Promise<{ normal: RgbImage; polarised: RgbImage }> {
  const [normal, polarised] = await Promise.all(
    (['normal', 'polarised'] as const).map((light, k) =>
      throughJpeg(
        renderFlatTarget(GREY_CARD_LINEAR, device, capture, light, seed + k),
        capture.jpegQuality,
      ),
    ),
  );
  return { normal: normal!, polarised: polarised! };
}

/** Fits a device from its card captures, with the 24-patch chart when `withChart`. */
export async function calibrateDevice(
  device: PhantomDevice,
  capture: PhantomCapture,
  withChart = true,
): Promise<CardCalibrationFit> {
  const card = await cardCaptures(device, capture);
  const chart = withChart
    ? await Promise.all(
        COLOR_CARD.map(async (reference, k) => ({
          image: await throughJpeg(
            renderChartPatch(reference, device, capture, 1000 + k),
            capture.jpegQuality,
          ),
          reference,
        })),
      )
    : undefined;
  return fitCardCalibration(card.normal, card.polarised, {
    ...(chart ? { chart } : {}),
    id: 'phantom device',
  });
}
