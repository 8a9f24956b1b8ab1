/** Orientation must not matter (≤ 1 point per score), and the same pixels give the same bytes. */
import { analyzePair, resultJson } from '../analyze';
import { jpegPhantom } from '../node/phantom-jpeg';
import type { Lab } from '../phantom/phantom-types';
import { DIMENSIONS, type Dimension, type RgbImage } from '../types';
import { SKIN_TONES } from './tones';
import { flipHorizontal, flipVertical, rotate90 } from './transforms';

export interface MetamorphicFigures {
  worstScoreChange: number;
  /** The largest change of each dimension's score over every seed, tone and transform. */
  worstByDimension: Record<Dimension, number>;
  identicalJson: boolean;
}

const TRANSFORMS: readonly ((image: RgbImage) => RgbImage)[] = [
  rotate90,
  flipHorizontal,
  flipVertical,
  (i) => rotate90(rotate90(i)),
  (i) => rotate90(rotate90(rotate90(i))),
];

export interface MetamorphicOptions {
  seeds: readonly number[];
  tones?: readonly Lab[];
  /**
   * Default 512×384: rotation and flips map the half and quarter grids onto themselves at any
   * size divisible by 4 (other sizes are worth a look too: the grids then shift by a pixel).
   */
  size?: readonly [number, number];
  shine?: number;
}

export async function measureMetamorphic({
  seeds,
  tones = SKIN_TONES.map((t) => t.tone),
  size = [512, 384],
  shine = 0.06,
}: MetamorphicOptions): Promise<MetamorphicFigures> {
  const worstByDimension = Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as Record<
    Dimension,
    number
  >;
  let identicalJson = true;
  for (const seed of seeds)
    for (const tone of tones) {
      const phantom = await jpegPhantom({ seed, width: size[0], height: size[1], tone, shine });
      const base = analyzePair(phantom.normal, phantom.polarised);
      if (!base.dimensions) throw new Error(JSON.stringify(base.quality));
      for (const transform of TRANSFORMS) {
        const moved = analyzePair(transform(phantom.normal), transform(phantom.polarised));
        if (!moved.dimensions) throw new Error(JSON.stringify(moved.quality));
        for (const d of DIMENSIONS)
          worstByDimension[d] = Math.max(
            worstByDimension[d],
            Math.abs(moved.dimensions[d].score! - base.dimensions[d].score!),
          );
      }
      const again = analyzePair(phantom.normal, phantom.polarised);
      identicalJson &&= resultJson(again) === resultJson(base);
    }
  return {
    worstScoreChange: Math.max(...Object.values(worstByDimension)),
    worstByDimension,
    identicalJson,
  };
}
