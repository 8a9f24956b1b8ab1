import {
  DETECT_DIMENSIONS,
  type DetectDimension,
  type DetectDimensionResult,
  type DetectLevel,
} from '@skinscope/contracts';
import type { Mask } from './kernels/plane';

/** 8-bit sRGB pixels, interleaved RGB or RGBA (canvas ImageData is RGBA), row-major. */
export interface RgbImage {
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
  readonly data: Uint8Array | Uint8ClampedArray;
}

// The detect response's shape is the API contract's (CONVENTIONS §2): the engine fills it in.
/** The seven dimensions of the detect response (spec §3), in the response's order. */
export const DIMENSIONS = DETECT_DIMENSIONS;
export type Dimension = DetectDimension;
export type Level = DetectLevel;
export type SkinType = 'oil' | 'dry' | 'mid';
export type ColorWord = 'toubai' | 'baixi' | 'ziran' | 'xiaomai' | 'anchen' | 'youhei';

/**
 * One dimension of the detect response (spec §3): score 0–100 (higher is better, 2 decimals),
 * area = marked / analysed pixels in % (2 decimals); `filename` is filled in by the server.
 */
export type DimensionResult = DetectDimensionResult;

/** The raw figures behind one dimension's score (for explanations and validation). */
export type DimensionMeasures = Record<string, number>;

/** A dimension as a metric module computes it, before the analysis assembles the response. */
export interface MetricOutput {
  /** A measured dimension: its score and level are numbers (null only when not assessed). */
  result: Omit<DimensionResult, 'filename' | 'score' | 'level' | 'notAssessable'> & {
    score: number;
    level: Level;
  };
  measures: DimensionMeasures;
  /** Overlay mask on the half grid, in the frame of the photo the dimension reads (0 = unmarked). */
  mask: Mask;
  /** Full-resolution outline where the dimension has one and it was asked for. */
  fullMask?: Mask;
}
