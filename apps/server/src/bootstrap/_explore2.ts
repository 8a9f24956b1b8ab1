import { analyzePair } from '@skinscope/analysis';
import { jpegPhantom } from '@skinscope/analysis/node';
const [base, visits] = JSON.parse(process.argv[2]!);
for (const seed of [100, 101, 102]) {
  const rows: Record<string, number>[] = [];
  for (const v of visits) {
    const ph = await jpegPhantom({ seed, ...base, ...v });
    const r = analyzePair(ph.normal, ph.polarised);
    if (!r.dimensions) { console.log(seed, 'refused', r.quality.reasons); continue; }
    rows.push(Object.fromEntries(Object.entries(r.dimensions).map(([k, x]) => [k, x.score])));
  }
  const keys = Object.keys(rows[0]!);
  console.log(`seed ${seed}: ` + keys.map((k) => `${k} ${rows.map((r) => r[k]!.toFixed(1)).join('→')} (Δ${(rows.at(-1)![k]! - rows[0]![k]!).toFixed(1)})`).join(' | '));
}
