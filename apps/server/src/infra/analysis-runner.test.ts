import { readdirSync, readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { phantomJpegs } from '@skinscope/analysis/node';
import { ANALYSIS_WORKER_NICE, createAnalysisRunner } from './analysis-runner';

/** Each thread of this process with its nice value (Linux: nice is per thread). */
function niceOfThreads(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after "(comm) ": state is the 3rd field of stat, nice the 19th.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

// The HTTP thread must not wait for a core behind its own analyses (DECISIONS "Load, measured").
it.runIf(process.platform === 'linux')(
  'runs the analysis workers below the calling thread’s CPU priority',
  async () => {
    expect(threadId).toBe(0); // this test runs on the process's main thread
    const before = niceOfThreads();
    const runner = createAnalysisRunner(1);
    const { normalJpeg, polarisedJpeg } = await phantomJpegs({ seed: 2 });
    try {
      const { result } = await runner.analyze(normalJpeg, polarisedJpeg);
      expect(result.quality).toBeDefined();
      const after = niceOfThreads();
      const base = Math.min(...before);
      expect(Math.min(...after)).toBe(base); // the calling threads keep their priority
      // Linux stops at 19: a run started under `nice -n 15` gets its workers at 19, not 25.
      const lowered = Math.min(19, base + ANALYSIS_WORKER_NICE);
      expect(after.filter((nice) => nice === lowered).length).toBeGreaterThan(0);
    } finally {
      await runner.close();
    }
  },
  60_000,
);
