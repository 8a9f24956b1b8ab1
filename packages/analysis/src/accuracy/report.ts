/**
 * Accuracy tables: achieved figure against ANALYSIS.md's target, printed once at the end of a
 * suite. The unit tests share one module graph (vitest `isolate: false`), so each suite that
 * prints a table makes its own with `createReport`; `record`, `note` and `reportTable` are the
 * main accuracy suite's.
 */

interface ReportRow {
  measure: string;
  achieved: string;
  target: string;
  met: boolean;
}

// Function-valued properties, not methods: `note`, `record` and `table` are exported on their own
// below, and none reads `this`.
export interface AccuracyReport {
  /** A line printed under the table (detail that does not fit a row). */
  note: (text: string) => void;
  record: (measure: string, achieved: number | string, target: string, met: boolean) => void;
  table: () => string;
}

export function createReport(title: string): AccuracyReport {
  const rows: ReportRow[] = [];
  const notes: string[] = [];
  return {
    note(text) {
      notes.push(text);
    },
    record(measure, achieved, target, met) {
      rows.push({
        measure,
        achieved: typeof achieved === 'number' ? achieved.toFixed(3) : achieved,
        target,
        met,
      });
    },
    table() {
      const width = (key: keyof ReportRow) =>
        Math.max(key.length, ...rows.map((r) => String(r[key]).length));
      const [m, a, t] = [width('measure'), width('achieved'), width('target')];
      const line = (r: { measure: string; achieved: string; target: string; met: string }) =>
        `${r.measure.padEnd(m)}  ${r.achieved.padStart(a)}  ${r.target.padEnd(t)}  ${r.met}`;
      return [
        title,
        line({ measure: 'measure', achieved: 'achieved', target: 'target', met: 'met' }),
        ...rows.map((r) => line({ ...r, met: r.met ? 'yes' : 'NO' })),
        ...notes,
      ].join('\n');
    },
  };
}

const main = createReport('Accuracy on phantoms (ANALYSIS.md targets)');
export const note = main.note;
export const record = main.record;
export const reportTable = main.table;
