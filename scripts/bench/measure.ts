/**
 * The timing loop every benchmark file gets (scripts/bench.ts passes it to the file's
 * `bench(measure)`): warm-up runs, then median and p95 of the wall time per run.
 */
export interface Measurement {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
}

export type Measure = (
  name: string,
  run: () => unknown,
  iterations?: number,
) => Promise<Measurement>;

export const measure: Measure = async (name, run, iterations = 200) => {
  for (let i = 0; i < Math.min(20, iterations); i += 1) await run(); // warm-up: JIT and caches
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const result = { name, iterations, medianMs: at(0.5), p95Ms: at(0.95) };
  console.log(
    `  ${name.padEnd(48)} median ${result.medianMs.toFixed(3)} ms  p95 ${result.p95Ms.toFixed(3)} ms  (n=${iterations})`,
  );
  return result;
};
