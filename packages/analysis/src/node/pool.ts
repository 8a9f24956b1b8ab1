/**
 * The analysis worker pool (ARCHITECTURE §6): piscina with one worker thread per CPU core and
 * a bounded queue, so the HTTP event loop never runs an analysis. When every worker is busy and
 * the queue is full, `analyze` rejects at once with AnalysisBusyError (the server answers 503
 * within milliseconds rather than letting requests pile up).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CardCalibrationFit } from '../card-calibration';
import type {
  AnalysisTask,
  AnalysisTaskResult,
  CalibrationTask,
  OverlayTask,
  WarmedWorker,
  WarmUpTask,
} from './worker';
import { WORKER_FILE } from './worker-file';

export class AnalysisBusyError extends Error {
  readonly code = 'ANALYSIS_BUSY';

  constructor() {
    super('every analysis worker is busy and the queue is full');
    this.name = 'AnalysisBusyError';
  }
}

export interface AnalysisPoolOptions {
  /** Worker threads; default: the CPU count. */
  threads?: number;
  /** Tasks that may wait for a worker; default: 2 per thread (≈ 2 × 150 ms of waiting). */
  maxQueue?: number;
  /** Worker module (a .mjs that exports runAnalysisTask); default: WORKER_FILE (worker-file.ts). */
  workerFilename?: string;
  /** Marked images that may wait for a worker besides the analyses; default 64 (a report page asks for 7 per pair at once). */
  maxOverlayQueue?: number;
  /**
   * A worker that fails while it has no task (at start-up, or killed) is replaced by piscina,
   * which reports the error here; without a listener that event would crash the process.
   */
  onWorkerError?: (error: Error) => void;
  /**
   * Lowers the workers' CPU priority by this nice increment (0–19; on Linux each thread has its
   * own), so that a process's event loop is not queued behind its own analyses on a busy
   * machine; the workers still take every idle cycle. Default 0: as the process.
   */
  niceIncrement?: number;
}

export interface AnalysisPool {
  analyze(task: AnalysisTask): Promise<AnalysisTaskResult>;
  /**
   * Decodes a device's calibration photos (paths or bytes) and fits the calibration in a worker
   * (≈ 130 ms of CPU for a 1024×768 card pair, more with a chart: not for the event loop). Shares the analyses' queue and its
   * AnalysisBusyError. Resolves with the fit: `ok: false` carries the refusals and no calibration.
   */
  calibrate(task: CalibrationTask): Promise<CardCalibrationFit>;
  /**
   * JPEG of a photo with one mask marked, rendered in a worker. Overlays queue apart from
   * analyses: a busy analysis queue must not break the images of a report being read.
   */
  renderOverlay(task: OverlayTask): Promise<Uint8Array>;
  readonly threads: number;
  /**
   * Runs up to `analyses` analyses of a generated phantom in every worker (≈ 1 s at start-up),
   * so the first requests get warm code; the first real task (analysis, calibration or marked
   * image) ends it. Resolves with what each worker did.
   */
  warmUp(analyses?: number): Promise<WarmedWorker[]>;
  /** Tasks running or queued. */
  readonly pending: number;
  close(): Promise<void>;
}

export function createAnalysisPool(options: AnalysisPoolOptions = {}): AnalysisPool {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const maxQueue = Math.max(0, options.maxQueue ?? 2 * threads);
  const maxOverlayQueue = Math.max(0, options.maxOverlayQueue ?? 64);
  const piscina = new Piscina({
    filename: options.workerFilename ?? WORKER_FILE,
    name: 'runAnalysisTask',
    minThreads: threads,
    maxThreads: threads,
    // Piscina's own limit backs ours up; ours answers first, synchronously.
    maxQueue: maxQueue + threads + maxOverlayQueue,
    idleTimeout: 60_000,
    niceIncrement: options.niceIncrement ?? 0,
  });
  piscina.on('error', (error: Error) => {
    if (options.onWorkerError) options.onWorkerError(error);
    else process.stderr.write(`analysis worker failed: ${error.message}\n`);
  });
  let pending = 0;
  let overlaysPending = 0;
  /** Set (to 1) by the first real task: a warm-up under way stops (WarmUpTask.demand). */
  const demand = new SharedArrayBuffer(4);
  const signalDemand = () => Atomics.store(new Int32Array(demand), 0, 1);
  /** A task on the analyses' bounded queue: refused at once with AnalysisBusyError when full. */
  async function queued<T>(run: () => Promise<T>): Promise<T> {
    if (pending >= threads + maxQueue) throw new AnalysisBusyError();
    signalDemand();
    pending += 1;
    try {
      return await run();
    } catch (error) {
      if (error instanceof Error && /queue/i.test(error.message)) throw new AnalysisBusyError();
      throw error;
    } finally {
      pending -= 1;
    }
  }
  return {
    threads,
    get pending() {
      return pending;
    },
    analyze: (task) => queued(() => piscina.run(task) as Promise<AnalysisTaskResult>),
    calibrate: (task) =>
      queued(
        () => piscina.run(task, { name: 'runCalibrationTask' }) as Promise<CardCalibrationFit>,
      ),
    async renderOverlay(task) {
      if (overlaysPending >= maxOverlayQueue) throw new AnalysisBusyError();
      signalDemand();
      overlaysPending += 1;
      try {
        return (await piscina.run(task, { name: 'runOverlayTask' })) as Uint8Array;
      } finally {
        overlaysPending -= 1;
      }
    },
    warmUp(analyses = 8) {
      const task: WarmUpTask = {
        analyses,
        arrived: new SharedArrayBuffer(4),
        workers: threads,
        demand,
      };
      return Promise.all(
        Array.from(
          { length: threads },
          () => piscina.run(task, { name: 'warmUpWorker' }) as Promise<WarmedWorker>,
        ),
      );
    },
    close: () => piscina.destroy(),
  };
}
