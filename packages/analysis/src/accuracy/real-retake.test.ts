/**
 * Issue 31 #4: the repeatability bands judged on real re-takes of the held-out half. The bands
 * are fitted on the tuning half by `npm run repeatability` (real-retake-fit.ts), which also keeps
 * the tuning half's figures in real-retake-tuning.json; this test re-makes a fixed sample of
 * held-out photos the same way (real-retake-plan.ts), counts the re-takes a salon would be told
 * 改善 or 变差 about with the published bands, and prints both halves side by side.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CALIBRATION, ENGINE_VERSION } from '../calibration';
import { DIMENSIONS } from '../types';
import { loadRealCorpus } from './real-corpus';
import {
  bandLine,
  changeTable,
  readTuningFit,
  refusalLines,
  spreadTable,
  TABLE_COMMAND,
} from './real-retake-report';
import {
  falseVerdicts,
  figuresOf,
  TARGET_FALSE_SHARE,
  type FalseVerdicts,
} from './real-retake-stats';
import { measureRetakes, type RetakeRun } from './real-retake-suite';
import { createReport } from './report';

/** Issue 31 #4's targets on the held-out half (the share: TARGET_FALSE_SHARE, 5 %). */
const TARGET_BAND = 5;
/**
 * What engine 3.1.0 reaches, held so that it cannot slip back; the target is TARGET_FALSE_SHARE
 * (5 %), not met: 20 of 129 held-out re-takes (15.5 %) give a false verdict, 145 of 1111 on the
 * tuning half (13.1 %; engine 3.0.0: 21.7 % and 20.3 %, with six dimensions giving verdicts and
 * pigment's band at 7). Four dimensions give verdicts and each p95 band lets 5 % past, mostly on
 * different re-takes; what remains is content entering or leaving the frame on shifts of 2–3 %.
 * ANALYSIS.md "Repeatability" has the figures.
 */
const FLOOR_FALSE_SHARE = 0.18;

/**
 * Held-out photos re-made: the usable ones first in the order of sha256(file name), a fixed
 * sample that mixes both sources. 12 photos of 11 captures ≈ 65 s of CPU (≈ 0.5 s a capture:
 * window, twin, JPEG, analysis), the test's budget in the accuracy stage.
 */
const SAMPLE = 14;

const sample = () =>
  loadRealCorpus('heldout')
    .filter((photo) => photo.usable)
    .map((photo) => ({ photo, key: createHash('sha256').update(photo.file).digest('hex') }))
    .sort((a, b) => a.key.localeCompare(b.key))
    .slice(0, SAMPLE)
    .map(({ photo }) => photo);

const report = createReport('Repeatability on real re-takes, held-out half (issue 31 #4 targets)');
const fit = readTuningFit();
const bands = CALIBRATION.repeatability.uncalibrated;
let run: RetakeRun | undefined;
let verdicts: FalseVerdicts | undefined;

const share = (part: number, whole: number) =>
  `${part}/${whole} ${((100 * part) / whole).toFixed(1)} %`;

describe('repeatability bands from real re-takes (issue 31 #4)', () => {
  afterAll(() => {
    if (!run || !verdicts) return;
    const heldOut = figuresOf(run);
    console.log(
      [
        spreadTable(bands, [
          { label: 'tuning', figures: fit.figures, falseVerdicts: fit.falseVerdicts },
          { label: 'held-out', figures: heldOut, falseVerdicts: verdicts },
        ]),
        changeTable(fit.figures, fit.falseVerdicts, `tuning: ${fit.figures.pairs} re-takes`),
        changeTable(heldOut, verdicts, `held-out: ${heldOut.pairs} re-takes`),
        refusalLines(run.refusals).join('\n'),
        report.table(),
      ].join('\n\n'),
    );
  });

  it('publishes the bands its fitting run measured on the tuning half, for both modes', () => {
    // The fitting run and calibration.ts must agree: run the command and paste its block.
    expect(fit.engine, `bands fitted on engine ${fit.engine}; run ${TABLE_COMMAND}`).toBe(
      ENGINE_VERSION,
    );
    expect(CALIBRATION.repeatability.uncalibrated).toEqual(fit.bands);
    // No calibrated real re-take exists to measure a narrower calibrated band (calibration.ts).
    expect(CALIBRATION.repeatability.calibrated).toEqual(fit.bands);
  });

  it('tells few held-out re-takes apart from their first capture', async () => {
    run = await measureRetakes(sample());
    verdicts = falseVerdicts(run.pairs, bands);
    expect(run.basesAccepted).toBeGreaterThanOrEqual(SAMPLE - 3);
    const falseShare = verdicts.any / verdicts.pairs;
    report.record(
      'held-out re-takes with a false 改善/变差 (dimensions that give one)',
      share(verdicts.any, verdicts.pairs),
      `≤ ${100 * TARGET_FALSE_SHARE} %`,
      falseShare <= TARGET_FALSE_SHARE,
    );
    report.record(
      '… without colour (no colour verdict uncalibrated)',
      share(verdicts.uncalibratedAny, verdicts.pairs),
      `≤ ${100 * TARGET_FALSE_SHARE} %`,
      verdicts.uncalibratedAny / verdicts.pairs <= TARGET_FALSE_SHARE,
    );
    report.record(
      'tuning re-takes with a false 改善/变差 (in-sample)',
      share(fit.falseVerdicts.any, fit.falseVerdicts.pairs),
      `≤ ${100 * TARGET_FALSE_SHARE} %`,
      fit.falseVerdicts.any / fit.falseVerdicts.pairs <= TARGET_FALSE_SHARE,
    );
    for (const d of DIMENSIONS)
      report.record(`band ${d}`, bands[d].toFixed(1), `≤ ${TARGET_BAND}`, bands[d] <= TARGET_BAND);
    const refused = run.refusals.filter((r) => r.change !== 'base').length;
    report.record(
      're-takes of accepted held-out bases refused by the gate',
      share(refused, refused + run.pairs.length),
      '0',
      refused === 0,
    );
    const { q, bands: wider } = fit.forTarget;
    const withWider = falseVerdicts(run.pairs, wider);
    report.note(
      `bands that leave ≤ ${100 * TARGET_FALSE_SHARE} % of the tuning re-takes with a false verdict (their p${(100 * q).toFixed(1)}): ${bandLine(wider)}; held-out with them: ${share(withWider.any, withWider.pairs)}`,
    );
    report.note(
      `held-out: ${run.basesAccepted}/${run.photos} bases accepted, ${run.pairs.length} re-takes, CPU ${(run.cpuMs / 1000).toFixed(1)} s; tuning (fitted ${fit.date}, engine ${fit.engine}): ${fit.figures.basesAccepted}/${fit.figures.photos} bases, ${fit.figures.pairs} re-takes, ${fit.figures.refusedRetakes} refused, CPU ${fit.figures.cpuSeconds.toFixed(0)} s`,
    );
    expect(falseShare).toBeLessThanOrEqual(FLOOR_FALSE_SHARE);
    for (const d of DIMENSIONS) expect(bands[d], d).toBeLessThanOrEqual(TARGET_BAND);
  });
});
