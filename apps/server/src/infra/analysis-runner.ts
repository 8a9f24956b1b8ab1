import {
  AnalysisBusyError,
  createAnalysisPool,
  type AnalysisPool,
  type AnalysisTaskResult,
} from '@skinscope/analysis/node';
import type { CardCalibrationFit, DeviceCalibration } from '@skinscope/analysis';
import type { DetectDimension } from '@skinscope/contracts';
import { AppError } from '../http/app-error';

export type PairAnalysis = AnalysisTaskResult;

/** The skin-analysis engine as the server uses it (ARCHITECTURE §6). */
export interface AnalysisRunner {
  /**
   * Analyses a pair in a worker thread, through the device's calibration when one is given;
   * AppError ANALYSIS_BUSY (503) when the queue is full.
   */
  analyze(normal: Buffer, polarised: Buffer, device?: DeviceCalibration): Promise<PairAnalysis>;
  /**
   * Fits a device calibration from the reference card under each light (issue 18 #2), in a
   * worker; a refused fit carries the engine's reasons and no calibration.
   */
  calibrate(normal: Buffer, polarised: Buffer): Promise<CardCalibrationFit>;
  /** Like analyze, but waits for room instead of refusing: for background work. */
  analyzeWhenFree(
    normal: Buffer,
    polarised: Buffer,
    device?: DeviceCalibration,
  ): Promise<PairAnalysis>;
  /**
   * Starts the workers and runs a few analyses of a generated pair in each, so the first
   * customers after a start get warm code (≈ 0.8 s for a new worker's first pair, ≈ 0.1 s warm).
   */
  warmUp(): Promise<void>;
  /** JPEG of the photo with a stored mask (PNG) of one dimension marked, rendered in a worker. */
  renderOverlay(photo: Buffer, maskPng: Buffer, dimension: DetectDimension): Promise<Buffer>;
  close(): Promise<void>;
}

const RETRY_DELAY_MS = 500;

/**
 * The analysis workers' CPU priority below the HTTP thread's (nice +10; per thread on Linux).
 * With one worker per core, the event loop (which also runs the embedded database's queries)
 * otherwise waits for its time slices behind its own analyses: `/health` p99 was 224 ms while
 * analyses ran, 30 ms without (load/health-under-analysis.bench.ts, DECISIONS "Load,
 * measured"). Idle cycles still all go to the workers, so analyses are not slower on a machine
 * whose HTTP thread has little to do.
 */
export const ANALYSIS_WORKER_NICE = 10;

/**
 * The worker pool starts on first use, so processes and tests that never analyse do not pay for
 * worker threads. `threads` undefined = one per CPU core.
 */
export function createAnalysisRunner(
  threads?: number,
  onWorkerError?: (error: Error) => void,
  niceIncrement = ANALYSIS_WORKER_NICE,
): AnalysisRunner {
  let pool: AnalysisPool | undefined;
  const poolOf = () =>
    (pool ??= createAnalysisPool({
      ...(threads === undefined ? {} : { threads }),
      ...(onWorkerError ? { onWorkerError } : {}),
      niceIncrement,
    }));

  const analyze = async (normal: Buffer, polarised: Buffer, device?: DeviceCalibration) => {
    try {
      return await poolOf().analyze({
        normal,
        polarised,
        masks: 'png',
        ...(device ? { deviceCalibration: device } : {}),
      });
    } catch (error) {
      if (error instanceof AnalysisBusyError) throw new AppError('ANALYSIS_BUSY');
      throw error;
    }
  };

  return {
    analyze,
    async analyzeWhenFree(normal, polarised, device) {
      for (;;) {
        try {
          return await analyze(normal, polarised, device);
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'ANALYSIS_BUSY')) throw error;
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        }
      }
    },
    async calibrate(normal, polarised) {
      try {
        return await poolOf().calibrate({ normal, polarised });
      } catch (error) {
        if (error instanceof AnalysisBusyError) throw new AppError('ANALYSIS_BUSY');
        throw error;
      }
    },
    async warmUp() {
      await poolOf().warmUp();
    },
    async renderOverlay(photo, maskPng, dimension) {
      try {
        const jpeg = await poolOf().renderOverlay({ photo, maskPng, dimension });
        return Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
      } catch (error) {
        if (error instanceof AnalysisBusyError) throw new AppError('ANALYSIS_BUSY');
        throw error;
      }
    },
    async close() {
      await pool?.close();
      pool = undefined;
    },
  };
}
