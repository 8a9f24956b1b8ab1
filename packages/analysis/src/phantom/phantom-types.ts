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
  /** Pore radius range (px): at 30–60× pores are r ≈ 1.5–3 px (ANALYSIS.md), spots r ≥ 5. */
  poreRadius: readonly [number, number];
  /** Pore depth as a multiple of the standard pit (ΔL* ≈ 8 in normal light, ≈ 2.5 polarised at mid tones). */
  poreDepth: number;
  /**
   * Share of the surface relief (fBm, furrows, pores, wrinkles) the polarised photo shows. 0.3
   * by default; real cross-polarised photos keep more where the polariser is imperfect.
   */
  polarisedRelief: number;
  /**
   * Fine surface texture: σ of ΔL* in the polarised photo of an fBm of 6–24 px wavelengths
   * (the normal photo shows twice as much). 0 = none (the default, as before).
   */
  texture: number;
  /** Mottled melanin: σ of ΔL* (both lights) of an fBm of 12–48 px wavelengths. 0 = none. */
  mottle: number;
  /**
   * Facial shading: peak-to-peak ΔL* of a smooth field (a tilt plus a broad off-centre bump, the
   * curvature of a cheek or nose), in both lights. Not centred: it is not vignetting. 0 = none.
   */
  shading: number;
  /** Hairs: long thin dark lines above the skin, seen in both lights. */
  hairs: number;
  hairWidth: readonly [number, number];
  /** ΔL* of a hair (positive = darker). */
  hairContrast: readonly [number, number];
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
