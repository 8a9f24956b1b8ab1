/** Orientation must not matter (≤ 1 point per score), and the same pixels give the same bytes. */
import { analyzePair, resultJson } from '../analyze';
import { jpegPhantom } from '../node/phantom-jpeg';
import { DIMENSIONS, type RgbImage } from '../types';
import { flipHorizontal, flipVertical, rotate90 } from './transforms';

export interface MetamorphicFigures {
  worstScoreChange: number;
  identicalJson: boolean;
}

export async function measureMetamorphic(seed: number): Promise<MetamorphicFigures> {
  // 512×384: rotation and flips map the half and quarter grids onto themselves at any size divisible by 4.
  const phantom = await jpegPhantom({ seed, width: 512, height: 384 });
  const base = analyzePair(phantom.normal, phantom.polarised);
  if (!base.dimensions) throw new Error(JSON.stringify(base.quality));
  let worst = 0;
  const transforms: ((image: RgbImage) => RgbImage)[] = [
    rotate90,
    flipHorizontal,
    flipVertical,
    (i) => rotate90(rotate90(i)),
  ];
  for (const transform of transforms) {
    const moved = analyzePair(transform(phantom.normal), transform(phantom.polarised));
    if (!moved.dimensions) throw new Error(JSON.stringify(moved.quality));
    for (const d of DIMENSIONS)
      worst = Math.max(worst, Math.abs(moved.dimensions[d].score - base.dimensions[d].score));
  }
  const again = analyzePair(phantom.normal, phantom.polarised);
  return { worstScoreChange: worst, identicalJson: resultJson(again) === resultJson(base) };
}
