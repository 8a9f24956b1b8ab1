/**
 * ANALYSIS.md's validation targets on the phantom generator. Prints a table of achieved against
 * target figures at the end; each figure is also asserted. Spots on every tone have their own
 * suite (spots-accuracy.test.ts) so that the two run side by side on two workers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { measureColour } from './colour-case';
import { measureLesions } from './lesions-case';
import { measureMetamorphic } from './metamorphic-case';
import { measureFlakes, measureRoughness } from './monotone-case';
import { note, record, reportTable } from './report';
import { measureWholeFieldRedness, RED_SHIFT } from './redness-case';
import { measureShine } from './shine-case';
import { measureShineTexture, shineTextureTable } from './shine-texture-case';

const SLOW = 120_000;

describe('accuracy on phantoms', () => {
  afterAll(() => console.log(reportTable()));

  it(
    'measures ITA° within 1.5° on the skin locus and names every clear category',
    async () => {
      const c = await measureColour();
      record(
        '|ΔITA| worst, L* 30–90, calibrated (°)',
        c.worstDeltaIta,
        '≤ 1.5',
        c.worstDeltaIta <= 1.5,
      );
      record(
        'colour words without calibration',
        c.uncalibratedWords,
        '0',
        c.uncalibratedWords === 0,
      );
      record(
        'colour word right, > 2° from a cut',
        `${c.wordsRight}/${c.wordsChecked}`,
        '100 %',
        c.wordsRight === c.wordsChecked,
      );
      expect(c.worstDeltaIta).toBeLessThanOrEqual(1.5);
      expect(c.uncalibratedWords).toBe(0);
      expect(c.wordsChecked).toBeGreaterThanOrEqual(15);
      expect(c.wordsRight).toBe(c.wordsChecked);
    },
    SLOW,
  );

  it(
    'finds spots, red areas and lines',
    async () => {
      const f = await measureLesions([21, 22, 23]);
      record('spots F1 (r ≥ 5 px, ΔL* ≥ 5)', f.spotF1, '≥ 0.9', f.spotF1 >= 0.9);
      record(
        'spot area error, mean per spot',
        f.spotMeanAreaError,
        '≤ 0.15',
        f.spotMeanAreaError <= 0.15,
      );
      record(
        'spot area error, total',
        f.spotTotalAreaError,
        '≤ 0.15',
        f.spotTotalAreaError <= 0.15,
      );
      record('redness IoU', f.rednessIou, '≥ 0.8', f.rednessIou >= 0.8);
      record('lines precision at 2 px', f.linePrecision, '≥ 0.85', f.linePrecision >= 0.85);
      record(
        'lines recall at 2 px (parts not under glints)',
        f.lineRecall,
        '≥ 0.85',
        f.lineRecall >= 0.85,
      );
      record(
        'lines recall at 2 px (all, incl. under glints)',
        f.lineRecallAll,
        'report only',
        true,
      );
      expect(f.spotF1).toBeGreaterThanOrEqual(0.9);
      expect(f.spotMeanAreaError).toBeLessThanOrEqual(0.15);
      expect(f.rednessIou).toBeGreaterThanOrEqual(0.8);
      expect(f.linePrecision).toBeGreaterThanOrEqual(0.85);
      expect(f.lineRecall).toBeGreaterThanOrEqual(0.85);
    },
    SLOW,
  );

  it(
    'measures the oil fraction within 1 point',
    async () => {
      const rows = await measureShine();
      const worst = Math.max(...rows.map((r) => Math.abs(r.measured - r.truth)));
      const detail = rows.map((r) => `${r.truth.toFixed(1)}→${r.measured.toFixed(1)}`).join(' ');
      record(
        'oil fraction |error| worst, 0–35 %, N exposure ×0.7–1.3 (points)',
        worst,
        '≤ 1',
        worst <= 1,
      );
      note(`oil fraction truth→measured (%): ${detail}`);
      expect(worst).toBeLessThanOrEqual(1);
    },
    SLOW,
  );

  it(
    'rises with injected roughness and flakes',
    async () => {
      const { contrast, energy } = await measureRoughness();
      const flakes = await measureFlakes();
      record('roughness GLCM contrast vs relief, ρ', contrast.rho, '≥ 0.95', contrast.rho >= 0.95);
      record('roughness detail energy vs relief, ρ', energy.rho, '≥ 0.95', energy.rho >= 0.95);
      record(
        'roughness score vs relief, ρ',
        contrast.scoreRho,
        '≤ −0.95',
        contrast.scoreRho <= -0.95,
      );
      record('flake index vs flakes, ρ', flakes.rho, '≥ 0.95', flakes.rho >= 0.95);
      record('corneum score vs flakes, ρ', flakes.scoreRho, '≤ −0.95', flakes.scoreRho <= -0.95);
      expect(contrast.rho).toBeGreaterThanOrEqual(0.95);
      expect(energy.rho).toBeGreaterThanOrEqual(0.95);
      expect(contrast.scoreRho).toBeLessThanOrEqual(-0.95);
      expect(flakes.rho).toBeGreaterThanOrEqual(0.95);
      expect(flakes.scoreRho).toBeLessThanOrEqual(-0.95);
    },
    SLOW,
  );

  it(
    'ignores orientation and is byte-for-byte repeatable',
    async () => {
      const m = await measureMetamorphic({ seeds: [41, 42] });
      record(
        'score change under rotation/flip, worst (2 seeds × 3 tones)',
        m.worstScoreChange,
        '≤ 1',
        m.worstScoreChange <= 1,
      );
      note(
        `rotation/flip worst change per dimension: ${Object.entries(m.worstByDimension)
          .map(([d, v]) => `${d} ${v.toFixed(2)}`)
          .join(', ')}`,
      );
      record(
        'same input → byte-identical JSON',
        m.identicalJson ? 'yes' : 'no',
        'yes',
        m.identicalJson,
      );
      expect(m.worstScoreChange).toBeLessThanOrEqual(1);
      expect(m.identicalJson).toBe(true);
    },
    SLOW,
  );

  it(
    'does not read shine as texture or lines',
    async () => {
      const f = await measureShineTexture();
      record(
        'roughness change with ≤ 10 % shine, worst (points)',
        f.worstAt10.roughness,
        '≤ 3',
        f.worstAt10.roughness <= 3,
      );
      record(
        'elasticity change with ≤ 10 % shine, worst (points)',
        f.worstAt10.elasticity,
        '≤ 3',
        f.worstAt10.elasticity <= 3,
      );
      record(
        'roughness / elasticity change with 15 % shine, worst',
        `${f.worstAll.roughness.toFixed(2)} / ${f.worstAll.elasticity.toFixed(2)}`,
        'report only',
        true,
      );
      note(shineTextureTable(f));
      expect(f.worstAt10.roughness).toBeLessThanOrEqual(3);
      expect(f.worstAt10.elasticity).toBeLessThanOrEqual(3);
    },
    SLOW,
  );

  it(
    'reads whole-field redness on a calibrated device, and says when it cannot',
    async () => {
      const rows = await measureWholeFieldRedness();
      const drops: number[] = [];
      const uncalibratedDrops: number[] = [];
      for (let k = 0; k < rows.length; k += 2) {
        const [plain, red] = [rows[k]!, rows[k + 1]!];
        drops.push(plain.calibrated.score - red.calibrated.score);
        uncalibratedDrops.push(plain.uncalibrated.score - red.uncalibrated.score);
      }
      const smallest = Math.min(...drops);
      const absolute = rows.every(
        (r) => r.calibrated.absolute === 1 && r.uncalibrated.absolute === 0,
      );
      record(
        `sensitivity drop, a* +${RED_SHIFT} whole field, calibrated, smallest`,
        smallest,
        '≥ 10',
        smallest >= 10,
      );
      record(
        'measures.sensitivity.absolute: 1 calibrated, 0 not',
        absolute ? 'yes' : 'no',
        'yes',
        absolute,
      );
      note(
        `whole-field redness, sensitivity drop calibrated / uncalibrated (L* ${rows
          .filter((_, k) => k % 2 === 0)
          .map((r) => r.L)
          .join(
            ', ',
          )}): ${drops.map((d, k) => `${d.toFixed(1)} / ${uncalibratedDrops[k]!.toFixed(1)}`).join(', ')}`,
      );
      expect(smallest).toBeGreaterThanOrEqual(10);
      expect(absolute).toBe(true);
    },
    SLOW,
  );
});
