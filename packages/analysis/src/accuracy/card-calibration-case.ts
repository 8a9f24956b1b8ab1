/**
 * Issue 18 #3's phantom test: simulated microscopes with vignetting, a wrong white balance and
 * ±30 % exposure, each calibrated from its own simulated grey-card capture (PNG, as uploaded),
 * then skin tones along the human skin locus from L* 30 to 80 analysed on the same device.
 * Calibrated, ITA must be within 1.5° of the truth; uncalibrated, colour must name no tone.
 */
import { analyzePair } from '../analyze';
import { jpegPhantom } from '../node/phantom-jpeg';
import type { PhantomCapture, PhantomDevice } from '../phantom/phantom-types';
import { REFERENCE_DEVICE } from '../phantom/spec';
import { calibrateDevice, type CalibrationUpload } from './device';

/** Skin locus from L* 30 to 80 (b* as colour-case.ts: Del Bino 2006 ranges). */
const TONES: readonly (readonly [number, number])[] = [
  [30, 20], [40, 20], [50, 18], [60, 16], [70, 14], [80, 12],
]; // prettier-ignore

const WARM = [1.06, 1, 0.9] as const;
const COOL = [0.92, 1, 1.1] as const;
const CAPTURE: PhantomCapture = {
  noise: 1.5,
  jpegQuality: 90,
  shift: { dx: 0, dy: 0 },
  disc: null,
};

export interface SimulatedDevice {
  name: string;
  device: PhantomDevice;
  /** Fit the 24-patch chart too (needed when the sensor mixes colours: a grey card cannot see it). */
  chart: boolean;
}

/** Exposure ×0.7, ×1 and ×1.3 of the reference device, warm or cool white balance, vignetting 0.25 or 0.4. */
export function simulatedDevices(crosstalk: boolean): SimulatedDevice[] {
  return [0.7, 1, 1.3].flatMap((exposure) =>
    (
      [
        ['warm', WARM, 0.25],
        ['cool', COOL, 0.4],
      ] as const
    ).map(([balance, whiteBalance, vignetting]) => ({
      name: `×${exposure} ${balance} k ${vignetting}${crosstalk ? ' crosstalk' : ''}`,
      device: {
        ...REFERENCE_DEVICE,
        crosstalk: crosstalk ? REFERENCE_DEVICE.crosstalk : [1, 0, 0, 0, 1, 0, 0, 0, 1],
        whiteBalance,
        vignetting,
        exposureP: REFERENCE_DEVICE.exposureP * exposure,
        exposureN: REFERENCE_DEVICE.exposureN * exposure,
      },
      chart: crosstalk,
    })),
  );
}

export interface DeviceFigures {
  name: string;
  /** Worst |ΔITA| over the tones, calibrated. */
  worstDeltaIta: number;
  /** Tones the input gate refused (none expected: the card check keeps light skin unclipped). */
  refused: number;
  /** Uncalibrated analyses that still named a tone (must be 0). */
  uncalibratedWords: number;
  vignettingPercent: number;
  exposureGain: number;
}

export async function measureDevice(
  sim: SimulatedDevice,
  seed: number,
  upload: CalibrationUpload = 'png',
  checkUncalibrated = true,
): Promise<DeviceFigures> {
  const fit = await calibrateDevice(sim.device, CAPTURE, sim.chart, upload);
  if (!fit.ok) throw new Error(`${sim.name}: calibration refused: ${JSON.stringify(fit.report)}`);
  const figures: DeviceFigures = {
    name: sim.name,
    worstDeltaIta: 0,
    refused: 0,
    uncalibratedWords: 0,
    vignettingPercent: fit.report.polarised!.vignettingPercent,
    exposureGain: fit.report.polarised!.exposureGain,
  };
  for (const [L, b] of TONES) {
    const phantom = await jpegPhantom({
      seed: seed + L,
      width: 512,
      height: 384,
      tone: { L, a: 11, b },
      spots: 3,
      redness: 1,
      device: sim.device,
      capture: CAPTURE,
    });
    const calibrated = analyzePair(phantom.normal, phantom.polarised, {
      deviceCalibration: fit.calibration,
    });
    if (!calibrated.measures) {
      figures.refused += 1;
      continue;
    }
    const delta = Math.abs(calibrated.measures.color.ita! - phantom.truth.ita);
    figures.worstDeltaIta = Math.max(figures.worstDeltaIta, delta);
    if (!checkUncalibrated) continue;
    const uncalibrated = analyzePair(phantom.normal, phantom.polarised);
    if (!uncalibrated.dimensions) figures.refused += 1;
    else if (uncalibrated.dimensions.color.result !== null) figures.uncalibratedWords += 1;
  }
  return figures;
}
