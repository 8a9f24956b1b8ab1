/**
 * The device-calibration workflow on phantoms: capture each colour-card patch through the
 * phantom's camera (and JPEG), measure its mean colour, fit the 3×3 + offset. Exactly what a
 * salon would do once per microscope with a real card.
 */
import { fitDeviceCalibration, type DeviceCalibration } from '../device-calibration';
import { decodeImage, encodeJpeg } from '../node/decode';
import { COLOR_CARD, renderColorPatch } from '../phantom/color-card';
import type { PhantomCapture, PhantomDevice } from '../phantom/phantom-types';
import type { RgbImage } from '../types';

function meanColour(image: RgbImage): [number, number, number] {
  const sum = [0, 0, 0];
  const n = image.width * image.height;
  for (let i = 0; i < n; i += 1)
    for (let c = 0; c < 3; c += 1) sum[c]! += image.data[i * image.channels + c]!;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

export async function calibrateDevice(
  device: PhantomDevice,
  capture: PhantomCapture,
): Promise<DeviceCalibration> {
  const patches = await Promise.all(
    COLOR_CARD.map(async (reference, k) => {
      const jpeg = await encodeJpeg(
        renderColorPatch(reference, device, capture, 1000 + k),
        capture.jpegQuality,
      );
      return { measured: meanColour(await decodeImage(jpeg)), reference };
    }),
  );
  return fitDeviceCalibration(patches, 'phantom reference device');
}
