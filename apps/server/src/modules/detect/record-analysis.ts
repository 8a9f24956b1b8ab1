import { pairKey, pairsOfScan, storedPairOf } from '@skinscope/contracts';
import type { AnalysisRunner } from '../../infra/analysis-runner';
import type { ImageStore } from '../../infra/image-store';
import type { Repositories } from '../../repositories';
import type { AnalysisJobRow } from '../../repositories/analysis-jobs.repository';
import {
  deviceInUse,
  type AnalysisDevice,
  type DeviceCalibrationLookup,
} from '../calibration/device-calibration-lookup';
import { storeAnalysis } from './detection-store';

export interface RecordAnalysisDeps {
  records: Pick<Repositories['records'], 'findById'>;
  detections: Pick<Repositories['detections'], 'save' | 'analysedPairs'>;
  jobs: Repositories['analysisJobs'];
  calibrations: Pick<Repositories['calibrations'], 'findById'>;
  /** The current calibration of the device that took a pair (issue 18 #2). */
  deviceCalibration: DeviceCalibrationLookup;
  store: ImageStore;
  analysis: Pick<AnalysisRunner, 'analyzeWhenFree'>;
  now: () => Date;
  /** Pairs this process analyses at once (the analysis pool's threads keep busy). */
  concurrency: number;
  /**
   * How long a claimed job is held; a process that dies (kill -9) leaves its jobs to be claimed
   * again by any replica once the lease has run out. An analysis takes ≈ 0.1–1 s.
   */
  leaseMs?: number;
  /**
   * Subscribes to the queue's wake-ups (`JOBS_CHANNEL`): jobs another replica queued or handed
   * back. Without it (one process, the demo seeder) the runner wakes only at its own deadlines.
   */
  listen?: (onNotify: () => void) => Promise<() => Promise<void>>;
  /** Background analyses report failures here (no personal data: ids only). */
  warn: (message: string, details: Record<string, unknown>) => void;
  /**
   * Called once a job has stored its pair's analysis. The records module recomputes a saved
   * summary's care scores here (issue 19 #6); injected, since records cannot import detect.
   */
  onAnalysed?: (recordId: number) => Promise<unknown>;
}

/** The default lease (ANALYSIS_JOB_LEASE_SECONDS): generous against a 0.1–1 s analysis. */
export const JOB_LEASE_MS = 30_000;
/** Attempts before a job stops as failed; retries wait 5 s, then 20 s. */
const MAX_ATTEMPTS = 3;
const retryDelayMs = (attempts: number) => 5_000 * 4 ** (attempts - 1);

/** A photo the store no longer has will not come back: no retry. */
class MissingPhotoError extends Error {
  override name = 'MissingPhotoError';
}

/** What a failed job keeps for the operator: the error's class and code, never its message. */
function errorOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} ${code}` : error.name;
}

/** What a slot's analysis came to when shutdown's grace period ended first. */
const ABANDONED = Symbol('abandoned');

/** Settles as `work` does, or with ABANDONED once `whenAbandoned` runs the function it got. */
function untilAbandoned<T>(
  work: Promise<T>,
  whenAbandoned: Set<() => void>,
): Promise<T | typeof ABANDONED> {
  return new Promise((resolve, reject) => {
    const abandon = () => resolve(ABANDONED);
    whenAbandoned.add(abandon);
    work.then(resolve, reject).finally(() => whenAbandoned.delete(abandon));
  });
}

/**
 * Beyond the spec (issue 7 §6, issue 20 #1): after a record's photos are saved, each normal +
 * polarised pair not analysed yet becomes a row in `analysis_jobs`, and whichever replica is
 * free claims it, analyses it and stores the result (one detection per record pair, unique
 * key: a job run twice stores one result). Nothing lives only in memory: a restart or a kill -9
 * loses no job. The runner claims when jobs are queued here or another replica says so (a
 * NOTIFY: jobs queued or handed back there) and, otherwise, wakes only at the queue's next
 * deadline (a retry or a lease that ends) or after one lease period.
 */
export function createRecordAnalysis(deps: RecordAnalysisDeps) {
  const leaseMs = deps.leaseMs ?? JOB_LEASE_MS;
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;
  let started = false;
  let stopping = false;
  let stopped: Promise<void> | undefined;
  let unlisten: Promise<(() => Promise<void>) | undefined> | undefined;
  /** The slots' analyses that shutdown's grace period would abandon (see `untilAbandoned`). */
  const abandonable = new Set<() => void>();

  /** Analyses the job's pair and stores the result; false when its record is gone. */
  async function analyse(job: AnalysisJobRow): Promise<boolean> {
    const record = await deps.records.findById(job.recordId);
    if (!record) return false; // erased meanwhile: its jobs go with it
    const [normal, polarised] = await Promise.all([
      deps.store.get(job.normalKey),
      deps.store.get(job.polarisedKey),
    ]);
    if (!normal || !polarised) throw new MissingPhotoError();
    const row = job.calibrationId ? await deps.calibrations.findById(job.calibrationId) : null;
    // The pair's camera settings travel with its job: the tone rule sees what the client sent.
    const device = row ? deviceInUse(row, job.cameraSettings) : null;
    const analysis = await deps.analysis.analyzeWhenFree(normal, polarised, device?.calibration);
    await storeAnalysis(
      deps,
      analysis,
      {
        customerId: record.customerId,
        recordId: job.recordId,
        part: job.part,
        position: job.position,
        userId: record.recUserId,
        normalKey: job.normalKey,
        polarisedKey: job.polarisedKey,
      },
      device,
    );
    return true;
  }

  /** What follows a stored analysis; its failure is reported, the job stays done. */
  async function afterAnalysed(job: AnalysisJobRow): Promise<void> {
    try {
      await deps.onAnalysed?.(job.recordId);
    } catch (error) {
      deps.warn('after-analysis update failed', {
        jobId: job.id,
        recordId: job.recordId,
        err: error,
      });
    }
  }

  /** A failed analysis: retried later with backoff, or failed for good with its reason. */
  async function failed(job: AnalysisJobRow, error: unknown): Promise<void> {
    // The logger keeps the error's class, code and frames, never its message.
    deps.warn('background analysis failed', { jobId: job.id, recordId: job.recordId, err: error });
    const missing = error instanceof MissingPhotoError;
    if (!missing && job.attempts < MAX_ATTEMPTS) {
      const at = new Date(deps.now().getTime() + retryDelayMs(job.attempts));
      await deps.jobs.retryLater(job.id, errorOf(error), at, deps.now());
    } else {
      const reason = missing ? 'photo_missing' : 'analysis_error';
      await deps.jobs.fail(job.id, errorOf(error), reason, deps.now());
    }
  }

  /**
   * Hands a job this process holds back to the queue (shutdown), for any replica to take now.
   * Its failure is reported: the job then waits for its lease to run out, as after a kill.
   */
  async function handBack(job: AnalysisJobRow): Promise<void> {
    try {
      await deps.jobs.release(job, deps.now());
    } catch (error) {
      deps.warn('analysis job not handed back', { jobId: job.id, err: error });
    }
  }

  /**
   * Runs the job; when the slot may take another, the job's end claims the next in the same
   * statement (`finishAndClaim`), which is returned to run in this slot. During shutdown a job
   * is not started, and one still analysing when the grace period ends is abandoned: either
   * way it goes back to the queue, and nothing more is written for it here.
   */
  async function run(job: AnalysisJobRow): Promise<AnalysisJobRow | null> {
    if (stopping) {
      await handBack(job);
      return null;
    }
    let next: AnalysisJobRow | null = null;
    try {
      // An abandoned analysis may still end later (or fail as the pool closes): no one listens.
      const stored = await untilAbandoned(analyse(job), abandonable);
      if (stored === ABANDONED) {
        await handBack(job);
        return null;
      }
      if (stopping) await deps.jobs.finish(job.id, deps.now());
      else next = await deps.jobs.finishAndClaim(job.id, deps.now(), leaseMs);
      if (stored) await afterAnalysed(job);
    } catch (error) {
      await failed(job, error);
    }
    return next;
  }

  /**
   * One slot: its job, then each next job its end claimed, until one ends without a next. A job
   * whose end could not be written keeps its lease, and is taken up again once it runs out.
   */
  async function runSlot(first: AnalysisJobRow): Promise<void> {
    try {
      for (let job: AnalysisJobRow | null = first; job;) job = await run(job);
    } catch (error) {
      deps.warn('analysis queue unreachable', { err: error });
    }
  }

  /** Claims jobs while there is room, then sets the wake-up for the queue's next deadline. */
  async function claimWhileRoom(): Promise<void> {
    while (!stopping && running.size < deps.concurrency) {
      const job = await deps.jobs.claim(deps.now(), leaseMs);
      if (!job) break;
      const task = runSlot(job).finally(() => {
        running.delete(task);
        wake();
      });
      running.add(task);
    }
    // Full: the next job's end wakes the runner, which then claims or sets the wake-up; asking
    // the queue for its next deadline after every claim cost a query per job for nothing.
    if (stopping || running.size >= deps.concurrency) return;
    const deadline = await deps.jobs.nextDeadline();
    const inMs = deadline ? deadline.getTime() - deps.now().getTime() : leaseMs;
    clearTimeout(timer);
    timer = setTimeout(wake, Math.max(50, Math.min(inMs, leaseMs)));
    timer.unref();
  }

  /** One claiming pass at a time; a wake during a pass runs one more pass after it. */
  function wake(): void {
    if (!started || stopping) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = claimWhileRoom()
      .catch((error: unknown) => deps.warn('analysis queue unreachable', { err: error }))
      .finally(() => {
        pumping = undefined;
        if (pumpAgain) {
          pumpAgain = false;
          wake();
        }
      });
  }

  /**
   * Listens for other replicas' wake-ups; without them it still wakes at its deadlines. A
   * wake-up sent while the listening connection was still opening is lost, so the runner looks
   * once more as soon as it hears (a job handed back in that window would otherwise wait for its
   * lease: seen on PostgreSQL, where LISTEN takes a connection's round trips).
   */
  function listen(): void {
    unlisten = deps.listen?.(wake).then(
      (stopListening) => {
        wake();
        return stopListening;
      },
      (error: unknown) => {
        deps.warn('analysis queue wake-ups unavailable', { err: error });
        return undefined;
      },
    );
  }

  /** See `stop`. */
  async function shutdown(graceMs: number): Promise<void> {
    stopping = true;
    clearTimeout(timer);
    await (
      await unlisten
    )?.();
    // A claim under way adds its slot to `running` before this resolves.
    await pumping;
    // setTimeout would take Infinity for 1 ms: without a grace period, nothing is abandoned.
    const grace = Number.isFinite(graceMs)
      ? setTimeout(() => abandonable.forEach((abandon) => abandon()), graceMs)
      : undefined;
    try {
      await Promise.all(running);
    } finally {
      clearTimeout(grace);
    }
  }

  return {
    /**
     * Queues the record's pairs that have no analysis yet, and wakes the runner. `by` names who
     * asked and which camera took the photos: its current calibration goes with the jobs.
     */
    async analyseInBackground(recordId: number, by?: AnalysisDevice): Promise<void> {
      const record = await deps.records.findById(recordId);
      if (!record) return;
      const device = by ? await deps.deviceCalibration(by) : null;
      const pairs = pairsOfScan(record.scan).flatMap((pair) => {
        const stored = storedPairOf(pair);
        return stored ? [{ ...pair, ...stored }] : [];
      });
      const done = await deps.detections.analysedPairs(
        recordId,
        pairs.map((pair) => pair.normalKey),
      );
      await deps.jobs.enqueue(
        pairs
          .filter((pair) => !done.has(pairKey(pair.normalKey, pair.polarisedKey)))
          .map(({ part, position, normalKey, polarisedKey }) => ({
            recordId,
            part,
            position,
            normalKey,
            polarisedKey,
            calibrationId: device?.row.id ?? null,
            cameraSettings: by?.cameraSettings ?? null,
          })),
        deps.now(),
      );
      wake();
    },

    /** Starts claiming: at boot, so jobs left by a stopped or dead process are taken up. */
    start(): void {
      started = true;
      listen();
      wake();
    },

    /**
     * Resolves once this process runs nothing and no job is running or due anywhere (tests, the
     * demo seeder). A job waiting for its retry time does not keep it waiting.
     */
    async idle(): Promise<void> {
      for (;;) {
        await pumping;
        await Promise.all(running);
        if (running.size === 0 && !pumping && (await deps.jobs.busyCount(deps.now())) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    /**
     * Graceful shutdown (SIGTERM): claims nothing more; the analyses under way get `graceMs` to
     * finish and be stored; every job this process still holds then (one its slot claimed
     * meanwhile, one still analysing at the deadline) goes back to the queue with no lease, so
     * another replica takes it now instead of after the lease. Resolves when nothing is held.
     * Called again, it answers the first call's promise.
     */
    stop(graceMs = Infinity): Promise<void> {
      stopped ??= shutdown(graceMs);
      return stopped;
    },
  };
}

export type RecordAnalysis = ReturnType<typeof createRecordAnalysis>;
