/**
 * Roughness and flakes against the injected amount (same seed, one parameter varied): the raw
 * measures must rise with it (Spearman ρ), and the scores must not rise.
 */
import { analyzePair } from '../analyze';
import { jpegPhantom } from '../node/phantom-jpeg';
import type { PhantomOptions } from '../phantom/spec';
import { spearman } from './measures';

const RELIEF_LEVELS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
const FLAKE_COUNTS = [0, 10, 20, 40, 60, 80, 120, 160];

export interface MonotoneFigures {
  rho: number;
  scoreRho: number;
  values: number[];
}

async function series(
  levels: readonly number[],
  options: (level: number) => PhantomOptions,
  pick: (r: ReturnType<typeof analyzePair>) => [number, number],
): Promise<MonotoneFigures> {
  const values: number[] = [];
  const scores: number[] = [];
  for (const level of levels) {
    const phantom = await jpegPhantom(options(level));
    const result = analyzePair(phantom.normal, phantom.polarised);
    if (!result.measures) throw new Error(`level ${level}: ${JSON.stringify(result.quality)}`);
    const [value, score] = pick(result);
    values.push(value);
    scores.push(score);
  }
  return { rho: spearman(levels, values), scoreRho: spearman(levels, scores), values };
}

export interface RoughnessFigures {
  contrast: MonotoneFigures;
  energy: MonotoneFigures;
}

/** One relief series, two measures: GLCM contrast and detail energy (and the score). */
export async function measureRoughness(): Promise<RoughnessFigures> {
  const energies: number[] = [];
  const contrast = await series(
    RELIEF_LEVELS,
    (relief) => ({ seed: 31, width: 384, height: 288, relief, shine: 0.03 }),
    (r) => {
      energies.push(r.measures!.roughness.detailEnergy!);
      return [r.measures!.roughness.glcmContrast!, r.dimensions!.roughness.score!];
    },
  );
  const energy = {
    rho: spearman(RELIEF_LEVELS, energies),
    scoreRho: contrast.scoreRho,
    values: energies,
  };
  return { contrast, energy };
}

export function measureFlakes(): Promise<MonotoneFigures> {
  return series(
    FLAKE_COUNTS,
    (flakes) => ({ seed: 32, width: 384, height: 288, flakes, shine: 0.03 }),
    (r) => [r.measures!.corneum.flakeIndex!, r.dimensions!.corneum.score!],
  );
}
