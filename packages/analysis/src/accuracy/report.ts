/** The accuracy suite's table: achieved figure against ANALYSIS.md's target, printed once at the end. */

interface ReportRow {
  measure: string;
  achieved: string;
  target: string;
  met: boolean;
}

const rows: ReportRow[] = [];
const notes: string[] = [];

/** A line printed under the table (detail that does not fit a row). */
export function note(text: string): void {
  notes.push(text);
}

export function record(
  measure: string,
  achieved: number | string,
  target: string,
  met: boolean,
): void {
  rows.push({
    measure,
    achieved: typeof achieved === 'number' ? achieved.toFixed(3) : achieved,
    target,
    met,
  });
}

export function reportTable(): string {
  const width = (key: keyof ReportRow) =>
    Math.max(key.length, ...rows.map((r) => String(r[key]).length));
  const [m, a, t] = [width('measure'), width('achieved'), width('target')];
  const line = (r: { measure: string; achieved: string; target: string; met: string }) =>
    `${r.measure.padEnd(m)}  ${r.achieved.padStart(a)}  ${r.target.padEnd(t)}  ${r.met}`;
  return [
    'Accuracy on phantoms (ANALYSIS.md targets)',
    line({ measure: 'measure', achieved: 'achieved', target: 'target', met: 'met' }),
    ...rows.map((r) => line({ ...r, met: r.met ? 'yes' : 'NO' })),
    ...notes,
  ].join('\n');
}
