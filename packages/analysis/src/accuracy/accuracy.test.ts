/**
 * ANALYSIS.md's validation targets on the phantom generator. Prints a table of achieved against
 * target figures at the end; each figure is also asserted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { measureColour } from './colour-case';
import { measureLesions } from './lesions-case';
import { measureMetamorphic } from './metamorphic-case';
import { measureFlakes, measureRoughness } from './monotone-case';
import { note, record, reportTable } from './report';
import { measureShine } from './shine-case';
import { measureSpots } from './spots-case';

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
        '|ΔITA| worst, same tones, uncalibrated (°)',
        c.worstUncalibrated,
        'report only',
        true,
      );
      record(
        'colour word right, > 2° from a cut',
        `${c.wordsRight}/${c.wordsChecked}`,
        '100 %',
        c.wordsRight === c.wordsChecked,
      );
      expect(c.worstDeltaIta).toBeLessThanOrEqual(1.5);
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
    'tells spots from pores, texture, shading and hairs on every tone',
    async () => {
      const tones = await measureSpots([61, 62, 63]);
      for (const t of tones) {
        record(`spots F1 with confounders, ${t.name}`, t.f1, '≥ 0.9', t.f1 >= 0.9);
        record(
          `spots invented on spot-free skin, ${t.name}`,
          String(t.inventedOnClear),
          '0',
          t.inventedOnClear === 0,
        );
        note(
          `pigment ${t.name}: recall ${t.recall.toFixed(3)}, precision ${t.precision.toFixed(3)}; ` +
            `score clear ${t.clearScore.toFixed(1)}, 12 spots ${t.spottedScore.toFixed(1)}, ` +
            `30 freckles ${t.freckledScore.toFixed(1)}`,
        );
      }
      const gap = Math.min(...tones.map((t) => t.clearScore - t.freckledScore));
      record('pigment score gap clear − freckled, worst tone', gap, '≥ 20', gap >= 20);
      for (const t of tones) {
        expect(t.f1).toBeGreaterThanOrEqual(0.9);
        expect(t.inventedOnClear).toBe(0);
      }
      expect(gap).toBeGreaterThanOrEqual(20);
    },
    4 * SLOW,
  );

  it(
    'measures the oil fraction within 1 point',
    async () => {
      const rows = await measureShine();
      const worst = Math.max(...rows.map((r) => Math.abs(r.measured - r.truth)));
      const detail = rows.map((r) => `${r.truth.toFixed(1)}→${r.measured.toFixed(1)}`).join(' ');
      record('oil fraction |error| worst, 0–25 % (points)', worst, '≤ 1', worst <= 1);
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
      const m = await measureMetamorphic(41);
      record(
        'score change under rotation/flip, worst',
        m.worstScoreChange,
        '≤ 1',
        m.worstScoreChange <= 1,
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
});
