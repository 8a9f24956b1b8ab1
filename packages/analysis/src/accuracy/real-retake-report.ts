/**
 * The real re-take suite's printouts (issue 31 #4): spreads per dimension on the tuning and
 * held-out halves with the bands and the false verdicts they give, the spread per change, the
 * `repeatability` entry to paste into calibration.ts, and the tuning half's figures kept in
 * real-retake-tuning.json for the held-out test to print beside its own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DIMENSIONS, type Dimension } from '../types';
import { CHANGE_LABELS, CHANGES } from './real-retake-plan';
import type { Bands, FalseVerdicts, RetakeFigures } from './real-retake-stats';
import type { RetakeRefusal } from './real-retake-suite';

/** The one command that measures the bands (package.json; runs real-retake-fit.ts). */
export const TABLE_COMMAND = 'npm run repeatability';

/** What the fitting run keeps: its bands and the tuning half's figures. */
export interface TuningFit {
  engine: string;
  date: string;
  bands: Bands;
  figures: RetakeFigures;
  falseVerdicts: FalseVerdicts;
  /** The bands that would leave ≤ 5 % of the tuning re-takes with a false verdict (stats.ts). */
  forTarget: { q: number; bands: Bands };
}

const FIT_FILE = fileURLToPath(new URL('./real-retake-tuning.json', import.meta.url));

export function readTuningFit(): TuningFit {
  return JSON.parse(readFileSync(FIT_FILE, 'utf8')) as TuningFit;
}

/** Written as Prettier would (objects only, numbers to 4 decimals: the figures, not noise). */
export function writeTuningFit(fit: TuningFit): void {
  const rounded = (_key: string, value: unknown) =>
    typeof value === 'number' ? Math.round(value * 1e4) / 1e4 : value;
  writeFileSync(FIT_FILE, `${JSON.stringify(fit, rounded, 2)}\n`);
}

const percent = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '—';

const points = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');

interface Half {
  label: string;
  figures: RetakeFigures;
  falseVerdicts: FalseVerdicts;
}

/** Columns of each half: n, p50, p95, max |Δscore|, and the share beyond the band. */
const COLUMNS = ['n', 'p50', 'p95', 'max', 'beyond'] as const;
const CELL = 7;
const LABEL = 12;

function halfCells(half: Half, d: Dimension): string[] {
  const spread = half.figures.spread[d];
  const { perDimension, pairs } = half.falseVerdicts;
  return [
    String(spread.n),
    points(spread.p50),
    points(spread.p95),
    points(spread.max),
    percent(perDimension[d], pairs),
  ].map((cell) => cell.padStart(CELL));
}

/**
 * One row per dimension: on each half n, p50, p95 and max |Δscore| and the share of pairs whose
 * change in that dimension goes beyond the band (a 改善 or 变差 on a re-take); then the share of
 * pairs with any such verdict.
 */
export function spreadTable(bands: Bands, halves: readonly Half[]): string {
  const halfWidth = COLUMNS.length * (CELL + 1);
  const overall = (key: 'any' | 'uncalibratedAny', label: string) =>
    [
      label,
      ...halves.map((h) => {
        const { pairs } = h.falseVerdicts;
        return `${h.label} ${h.falseVerdicts[key]}/${pairs} ${percent(h.falseVerdicts[key], pairs)}`;
      }),
    ].join('; ');
  return [
    '|Δscore| of real re-takes against their base (points), and the share beyond the band',
    [' '.repeat(LABEL + 5), ...halves.map((h) => ` ${h.label}`.padEnd(halfWidth))]
      .join(' ')
      .trimEnd(),
    [
      'dimension'.padEnd(LABEL),
      'band',
      ...halves.flatMap(() => COLUMNS.map((c) => c.padStart(CELL))),
    ].join(' '),
    ...DIMENSIONS.map((d) =>
      [
        d.padEnd(LABEL),
        bands[d].toFixed(1).padStart(4),
        ...halves.flatMap((h) => halfCells(h, d)),
      ].join(' '),
    ),
    overall('any', 'pairs with any false 改善/变差 (roughness, colour, sensitivity, pigment)'),
    overall('uncalibratedAny', 'without colour (no colour verdict uncalibrated)'),
  ].join('\n');
}

/**
 * The 95th percentile of |Δscore| per change, and the share of its re-takes with a false verdict:
 * which change of the capture drives each band.
 */
export function changeTable(
  figures: RetakeFigures,
  verdicts: FalseVerdicts,
  label: string,
): string {
  const width = Math.max(...CHANGES.map((c) => CHANGE_LABELS[c].length));
  return [
    `p95 |Δscore| per change (points), ${label}, and the share of its re-takes with a false 改善/变差`,
    [
      'change'.padEnd(width),
      ...DIMENSIONS.map((d) => d.slice(0, 8).padStart(8)),
      'false'.padStart(15),
    ].join(' '),
    ...CHANGES.map((c) => {
      const { pairs, any } = verdicts.perChange[c];
      return [
        CHANGE_LABELS[c].padEnd(width),
        ...DIMENSIONS.map((d) => points(figures.p95ByChange[c][d]).padStart(8)),
        `${any}/${pairs} ${percent(any, pairs)}`.padStart(15),
      ].join(' ');
    }),
  ].join('\n');
}

/** The bands in one line, `dimension band` each. */
export const bandLine = (bands: Bands) => DIMENSIONS.map((d) => `${d} ${bands[d]}`).join(', ');

/** The gate's refusals of a run: bases (their photo does not count) and re-takes. */
export function refusalLines(refusals: readonly RetakeRefusal[]): string[] {
  const bases = refusals.filter((r) => r.change === 'base');
  return [
    `bases refused (photo not counted): ${bases.length}; re-takes of accepted bases refused: ${refusals.length - bases.length}`,
    ...refusals.map((r) => `  REFUSED ${r.change} of ${r.file}: ${r.codes.join(', ')}`),
  ];
}

/** The `repeatability` entry of CALIBRATION (calibration.ts), ready to paste (Prettier's layout). */
export function calibrationLiteral(fit: TuningFit): string {
  const { figures } = fit;
  const record = (mode: string) => [
    `    ${mode}: {`,
    ...DIMENSIONS.map((d) => `      ${d}: ${fit.bands[d]},`),
    '    },',
  ];
  return [
    '',
    '  /**',
    '   * Repeatability bands (issue 18 #6, issue 31 #4; ANALYSIS.md "Repeatability"), in points:',
    '   * how far a score moves when the same skin is photographed again. Per dimension the 95th',
    '   * percentile of |Δscore| between a capture of real skin and its re-takes (frame shifted',
    '   * 1–3 %, turned 0.5–1.5°, exposure ±5 %, JPEG q70–95, N/P shifted ≤ 5 px, and two re-takes',
    '   * combining them), rounded up to half a point (at least 0.5), over the tuning half of the',
    `   * real-skin corpus (${figures.basesAccepted} photos the gate accepts, ${figures.pairs} re-takes). The corpus has no colour`,
    '   * card, so the bands are measured uncalibrated; the calibrated ones are the same until',
    '   * calibrated re-takes of real skin are measured (a calibration fixes exposure, which moves',
    `   * colour most here, so they would likely be narrower). Measured on engine ${fit.engine} on`,
    `   * ${fit.date} by \`${TABLE_COMMAND}\`; the held-out half judges them`,
    '   * (real-retake.test.ts). Run it again after an engine change.',
    '   */',
    '  repeatability: {',
    ...record('uncalibrated'),
    ...record('calibrated'),
    '  },',
  ].join('\n');
}
