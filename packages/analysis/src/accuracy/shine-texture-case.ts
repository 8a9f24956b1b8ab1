/**
 * Shine must not read as texture or lines (issue 18 #4): the same phantom (same seed, so the same
 * relief, lines and pores) with glints over 0, 5, 10 and 15 % of the frame, on light, medium and
 * dark skin. Roughness and elasticity scores should not move with the glints.
 */
import { analyzePair } from '../analyze';
import { jpegPhantom } from '../node/phantom-jpeg';
import { SKIN_TONES } from './tones';

const SHINE_LEVELS = [0, 0.05, 0.1, 0.15] as const;

interface ShineTextureRow {
  tone: string;
  shine: number;
  roughness: number;
  elasticity: number;
  detailEnergy: number;
  glcmContrast: number;
  lineDensity: number;
}

export interface ShineTextureFigures {
  rows: ShineTextureRow[];
  /** Largest |score(shine) − score(no shine)| up to 10 % shine, and over all levels. */
  worstAt10: { roughness: number; elasticity: number };
  worstAll: { roughness: number; elasticity: number };
}

export async function measureShineTexture(
  seeds: readonly number[] = [61],
): Promise<ShineTextureFigures> {
  const rows: ShineTextureRow[] = [];
  const worstAt10 = { roughness: 0, elasticity: 0 };
  const worstAll = { roughness: 0, elasticity: 0 };
  for (const seed of seeds)
    for (const { name, tone } of SKIN_TONES) {
      let base: ShineTextureRow | null = null;
      for (const shine of SHINE_LEVELS) {
        // Relief 1.5: typical relief scores at the top anchor at full size, where a change
        // could not show; 1.5 sits mid-scale (≈ 80).
        const phantom = await jpegPhantom({ seed, tone, shine, relief: 1.5, lines: 3, spots: 4 });
        const result = analyzePair(phantom.normal, phantom.polarised);
        if (!result.dimensions)
          throw new Error(`${name} ${shine}: ${JSON.stringify(result.quality)}`);
        const row = {
          tone: name,
          shine,
          roughness: result.dimensions.roughness.score!,
          elasticity: result.dimensions.elasticity.score!,
          detailEnergy: result.measures!.roughness.detailEnergy!,
          glcmContrast: result.measures!.roughness.glcmContrast!,
          lineDensity: result.measures!.elasticity.lineDensity!,
        };
        rows.push(row);
        base ??= row;
        for (const key of ['roughness', 'elasticity'] as const) {
          const change = Math.abs(row[key] - base[key]);
          worstAll[key] = Math.max(worstAll[key], change);
          if (shine <= 0.1) worstAt10[key] = Math.max(worstAt10[key], change);
        }
      }
    }
  return { rows, worstAt10, worstAll };
}

/** The table the issue asks for: one line per tone and shine level. */
export function shineTextureTable(f: ShineTextureFigures): string {
  return [
    'tone    shine  roughness  elasticity  detail %  GLCM contrast  line density',
    ...f.rows.map(
      (r) =>
        `${r.tone.padEnd(7)} ${(100 * r.shine).toFixed(0).padStart(4)} %  ${r.roughness.toFixed(2).padStart(9)}  ${r.elasticity.toFixed(2).padStart(10)}  ${r.detailEnergy.toFixed(2).padStart(8)}  ${r.glcmContrast.toFixed(2).padStart(13)}  ${r.lineDensity.toFixed(2).padStart(12)}`,
    ),
  ].join('\n');
}
