import type { Mask } from './kernels/plane';

/** 8-bit sRGB pixels, interleaved RGB or RGBA (canvas ImageData is RGBA), row-major. */
export interface RgbImage {
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** The seven dimensions of the detect response (spec §3), in the response's order. */
export const DIMENSIONS = [
  'skin_type',
  'roughness',
  'color',
  'sensitivity',
  'pigment',
  'elasticity',
  'corneum',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export type Level = 'none' | 'lightly' | 'moderately' | 'severe';
export type SkinType = 'oil' | 'dry' | 'mid';
export type ColorWord = 'toubai' | 'baixi' | 'ziran' | 'xiaomai' | 'anchen' | 'youhei';

/** One dimension of the detect response (spec §3). */
export interface DimensionResult {
  /** 0–100, higher is better, 2 decimals. */
  score: number;
  /** skin_type: oil | dry | mid; null where the dimension has no type. */
  type: string | null;
  level: Level;
  /** Marked pixels / analysed pixels, in %, 2 decimals. */
  area: number;
  /** color: the ITA° category word; null elsewhere. */
  result: string | null;
  /** Name of the stored overlay image; the server fills it in. */
  filename: string | null;
}

/** The raw figures behind one dimension's score (for explanations and validation). */
export type DimensionMeasures = Record<string, number>;

/** A dimension as a metric module computes it, before the analysis assembles the response. */
export interface MetricOutput {
  result: Omit<DimensionResult, 'filename'>;
  measures: DimensionMeasures;
  /** Overlay mask on the half grid, in the frame of the photo the dimension reads (0 = unmarked). */
  mask: Mask;
  /** Full-resolution outline where the dimension has one and it was asked for. */
  fullMask?: Mask;
}
