/**
 * The load generator the load benchmarks share (autocannon, in the bench's process): one
 * workload's connections split evenly across the replicas' addresses, as a round-robin load
 * balancer would spread them, with the figures added up.
 */
import autocannon from 'autocannon';

export interface LoadFigures {
  /** Requests answered, all replicas together. */
  requests: number;
  /** Requests per second, all replicas together. */
  rps: number;
  p50: number;
  /** The worst replica's 99th percentile (ms): what the slower half of the clients saw. */
  p99: number;
}

export interface Workload {
  name: string;
  paths: string[];
  headers?: Record<string, string>;
}

export async function runLoad(
  bases: string[],
  workload: Workload,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const results = await Promise.all(
    bases.map((url, i) =>
      autocannon({
        url,
        // 50 over 2 replicas: 25 each; an odd one goes to the first.
        connections:
          Math.floor(connections / bases.length) + (i < connections % bases.length ? 1 : 0),
        duration: seconds,
        requests: workload.paths.map((path) => ({
          method: 'GET' as const,
          path,
          headers: workload.headers ?? {},
        })),
      }),
    ),
  );
  for (const result of results)
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
      throw new Error(
        `${workload.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
  return {
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

interface RoundsResult {
  workload: Workload;
  median: LoadFigures;
  turns: LoadFigures[];
}

/**
 * Each workload in `rounds` short turns, interleaved (A, B, C, A, B, C, …) after one warm-up turn
 * each, so that a busy moment of the shared machine falls on all of them alike; the figures are
 * the medians of the turns (the customer-search bench's method).
 */
export async function runInterleaved(
  bases: string[],
  workloads: Workload[],
  options: { connections: number; rounds: number; seconds: number; warmUpSeconds: number },
): Promise<RoundsResult[]> {
  for (const workload of workloads)
    await runLoad(bases, workload, options.connections, options.warmUpSeconds);
  const turns = workloads.map((): LoadFigures[] => []);
  for (let round = 0; round < options.rounds; round += 1)
    for (const [i, workload] of workloads.entries())
      turns[i]!.push(await runLoad(bases, workload, options.connections, options.seconds));
  return workloads.map((workload, i) => ({
    workload,
    turns: turns[i]!,
    median: {
      requests: median(turns[i]!.map((f) => f.requests)),
      rps: median(turns[i]!.map((f) => f.rps)),
      p50: median(turns[i]!.map((f) => f.p50)),
      p99: median(turns[i]!.map((f) => f.p99)),
    },
  }));
}

/** The table every load bench prints: one line per workload, compared with the first. */
export function printTable(results: RoundsResult[]): void {
  const baseline = results[0]!.median;
  console.log(
    `  ${'workload'.padEnd(46)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  of baseline   turns (req/s / p99 ms)`,
  );
  for (const [i, { workload, median: m, turns }] of results.entries()) {
    console.log(
      `  ${workload.name.padEnd(46)} ${m.rps.toFixed(0).padStart(7)} ${String(m.p50).padStart(7)} ${String(m.p99).padStart(7)}  ${(i === 0 ? '—' : `${((100 * m.rps) / baseline.rps).toFixed(0)} %`).padStart(11)}   ${turns.map((t) => `${t.rps.toFixed(0)}/${t.p99}`).join(' ')}`,
    );
  }
}
