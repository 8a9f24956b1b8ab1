/**
 * The held-out check of a study's report (issue 33 target): its exported values, read as any
 * analyst would read the CSV, recomputed with another library (jStat, not the stdlib the server
 * uses): the paired t, its p, the 95 % CI of the mean change and the share beyond the band.
 */
import { parse } from 'csv-parse/sync';
import { jStat } from 'jstat';
import { expect } from 'vitest';
import type { StudyAnalysisView } from '@skinscope/contracts';

interface ExportRow {
  endpoint: string;
  day: string;
  code: string;
  arm: string;
  baseline: string;
  follow_up: string;
  band: string;
}

export interface Recomputed {
  n: number;
  t: number;
  p: number;
  ci95: { low: number; high: number };
  shareImproved: number | null;
}

/** The treated arm's statistics per `endpoint@day`, from the CSV text. */
function recomputeStudyExport(csv: string): Map<string, Recomputed> {
  const rows = parse(csv, { columns: true }) as ExportRow[];
  const groups = new Map<string, ExportRow[]>();
  for (const row of rows.filter((r) => r.arm === 'treated')) {
    const key = `${row.endpoint}@${row.day}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const out = new Map<string, Recomputed>();
  for (const [key, group] of groups) {
    const changes = group.map((row) => Number(row.follow_up) - Number(row.baseline));
    const n = changes.length;
    const mean = jStat.mean(changes);
    const se = jStat.stdev(changes, true) / Math.sqrt(n);
    const t = mean / se;
    const half = jStat.studentt.inv(0.975, n - 1) * se;
    const banded = group.every((row) => row.band !== '');
    out.set(key, {
      n,
      t,
      p: jStat.ttest(t, n, 2),
      ci95: { low: mean - half, high: mean + half },
      shareImproved: banded
        ? changes.filter((change, i) => change > Number(group[i]!.band)).length / n
        : null,
    });
  }
  return out;
}

const significant = (value: number) => Number(value.toPrecision(3));

/**
 * Recomputes `csv` and expects the report's n, t, p, CI (to 3 significant figures) and share
 * beyond the band at every endpoint and timepoint with a t; returns the recomputation.
 */
export function expectExportAgrees(
  csv: string,
  analysis: StudyAnalysisView,
): Map<string, Recomputed> {
  const recomputed = recomputeStudyExport(csv);
  let compared = 0;
  for (const endpoint of analysis.endpoints) {
    for (const timepoint of endpoint.timepoints) {
      const again = recomputed.get(`${endpoint.dimension}@${timepoint.day}`);
      const { treated } = timepoint;
      if (treated.t === null) continue; // a dimension that does not move has no t to compare
      expect(again!.n).toBe(treated.n);
      expect(significant(again!.t)).toBe(significant(treated.t));
      expect(significant(again!.p)).toBe(significant(treated.pT!));
      expect(significant(again!.ci95.low)).toBe(significant(treated.ci95!.low));
      expect(significant(again!.ci95.high)).toBe(significant(treated.ci95!.high));
      expect(again!.shareImproved).toBe(treated.beyondBand!.shareImproved);
      compared += 1;
    }
  }
  expect(compared).toBeGreaterThan(0);
  return recomputed;
}
