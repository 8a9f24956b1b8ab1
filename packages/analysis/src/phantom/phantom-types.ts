import type { Mask } from '../kernels/plane';
import type { RgbImage } from '../types';

export interface Lab {
  L: number;
  a: number;
  b: number;
}

/** Properties of one microscope, the same on every capture (what a device calibration fits). */
export interface PhantomDevice {
  /** Per-channel gains of a wrong white balance. */
  whiteBalance: readonly [number, number, number];
  /** Sensor colour mixing, row-major 3×3 (identity = none). */
  crosstalk: readonly number[];
  /** Linear gain of the polarised and normal captures (the polariser costs light). */
  exposureP: number;
  exposureN: number;
  /** Radial fall-off k: gain = 1 − k·ρ², ρ = distance from centre / half-diagonal. */
  vignetting: number;
  /** Optical blur (Gaussian σ in px). */
  psfSigma: number;
}

/** Per-capture conditions. */
export interface PhantomCapture {
  /** Sensor noise σ in 8-bit code values. */
  noise: number;
  /** JPEG quality the node-side helper encodes with (85–95). */
  jpegQuality: number;
  /** The normal frame sees scene point (x + dx, y + dy) at its pixel (x, y). */
  shift: { dx: number; dy: number };
  /** Radius (in ρ) of the lit disc beyond which the barrel shades the image; null = none. */
  disc: number | null;
}

export interface PhantomSpec {
  seed: number;
  width: number;
  height: number;
  tone: Lab;
  /** Micro-relief amount: 1 typical, 0 none. */
  relief: number;
  spots: number;
  spotRadius: readonly [number, number];
  /** ΔL* of a spot's plateau in the polarised image (positive = darker). */
  spotContrast: readonly [number, number];
  redness: number;
  rednessRadius: readonly [number, number];
  /** Δa* of a redness plateau. */
  rednessAmplitude: readonly [number, number];
  vessels: number;
  lines: number;
  lineWidth: readonly [number, number];
  /** ΔL* of a line in the normal image. */
  lineContrast: readonly [number, number];
  /** Target fraction (0–1) of the frame covered by specular glints in the normal image. */
  shine: number;
  flakes: number;
  pores: number;
  device: PhantomDevice;
  capture: PhantomCapture;
}

export interface PhantomSpot {
  x: number;
  y: number;
  r: number;
  contrast: number;
}

export interface PhantomLine {
  /** Centre-line points in the normal frame, about 2 px apart. */
  points: readonly (readonly [number, number])[];
  width: number;
}

export interface PhantomTruth {
  tone: Lab;
  ita: number;
  /** Spots in the polarised frame. */
  spots: PhantomSpot[];
  spotMask: Mask;
  /** Where the redness blobs raise a* by at least the calibration's red threshold (polarised frame). */
  rednessMask: Mask;
  vesselMask: Mask;
  /** Lines in the normal frame. */
  lines: PhantomLine[];
  lineMask: Mask;
  /** Where glints are at least half their peak (their geometric outline; normal frame). */
  shineMask: Mask;
  flakeMask: Mask;
  relief: number;
}

export interface Phantom {
  spec: PhantomSpec;
  normal: RgbImage;
  polarised: RgbImage;
  truth: PhantomTruth;
}
