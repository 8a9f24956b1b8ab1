/**
 * Issue 20 #1: background analyses are rows in `analysis_jobs`, not promises in one process.
 * Jobs survive their process, are claimed by one runner at a time, retry, and stop with a
 * reason; a pair's result is stored once however often its job runs.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysisJobs, detections } from '@skinscope/db';
import { createAnalysisRunner, type AnalysisRunner } from '../../infra/analysis-runner';
import { createFileImageStore } from '../../infra/image-store';
import { createRepositories } from '../../repositories';
import { setupTestApp } from '../../../test-support/test-app';
import { phantomPair } from '../../../test-support/visit-fixtures';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
} from '../../../test-support/fixtures';
import { createDeviceCalibrationLookup } from '../calibration/device-calibration-lookup';
import { JOBS_CHANNEL } from '../../repositories/analysis-jobs.repository';
import { createRecordAnalysis, JOB_LEASE_MS, type RecordAnalysisDeps } from './record-analysis';

let clock = new Date('2026-11-25T08:00:00Z');
const now = () => clock;
const t = setupTestApp({ config: { analysisWorkers: 1 }, deps: () => ({ now }) });

/** A record with `parts` photographed pairs, saved through the API (which queues its jobs). */
async function recordWithPairs(parts: number) {
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  const { normal: normalJpeg, polarised: polarisedJpeg } = await phantomPair(7);
  const photos = [];
  for (let position = 0; position < parts; position += 1) {
    const part = ['yqg', 'zqg', 'xb'][position]!;
    const stamp = 1_763_800_000_000 + position * 10;
    const normal = await uploadPhoto(t, tenant, customer.id, stamp + 1, normalJpeg);
    const lighting = await uploadPhoto(t, tenant, customer.id, stamp + 2, polarisedJpeg);
    photos.push(
      { part, position, type: 'normal', url: normal.url },
      { part, position, type: 'lighting', url: lighting.url },
    );
  }
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/customer/record',
    headers: t.bearer(tenant.staffToken),
    payload: { recordId: 0, recCustomerId: customer.id, scan: { photos } },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return saved.json().data as number;
}

/** A second runner over the same database and photos, as another replica would have. */
function replica(
  analysis: Pick<AnalysisRunner, 'analyzeWhenFree'>,
  {
    concurrency = 2,
    jobs = createRepositories(t.database.db).analysisJobs,
    leaseMs = JOB_LEASE_MS,
    listen = undefined as RecordAnalysisDeps['listen'],
    warn = (() => {}) as RecordAnalysisDeps['warn'],
  } = {},
) {
  const repos = createRepositories(t.database.db);
  return createRecordAnalysis({
    records: repos.records,
    detections: repos.detections,
    jobs,
    calibrations: repos.calibrations,
    deviceCalibration: createDeviceCalibrationLookup(repos.calibrations),
    store: createFileImageStore(path.join(t.config.dataDir, 'images')),
    analysis,
    now,
    concurrency,
    leaseMs,
    listen,
    warn,
  });
}

const jobRows = () => t.database.db.select().from(analysisJobs);
const detectionRows = () => t.database.db.select().from(detections);

describe('durable analysis jobs', () => {
  it('queue each pair of a saved record once and store one result per pair', async () => {
    const recordId = await recordWithPairs(2);
    await t.app.detect.analyseInBackground(recordId); // queued again: still one job per pair
    await t.app.detect.idle();
    const jobs = await jobRows();
    expect(jobs).toHaveLength(2);
    expect(jobs.map((job) => [job.state, job.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    expect(await detectionRows()).toHaveLength(2);
  });

  it('take up a job whose process died once its lease has run out', async () => {
    const recordId = await recordWithPairs(1);
    await t.app.detect.idle();
    await t.database.db.delete(detections);
    // As a replica killed while analysing leaves it: running, leased, never finished.
    await t.database.db.update(analysisJobs).set({
      state: 'running',
      leaseUntil: new Date(clock.getTime() + JOB_LEASE_MS),
    });
    const analysis = createAnalysisRunner(1);
    const survivor = replica(analysis);
    try {
      survivor.start();
      await survivor.analyseInBackground(recordId); // a wake-up: the lease still holds
      expect((await jobRows())[0]?.state).toBe('running');
      clock = new Date(clock.getTime() + JOB_LEASE_MS + 1);
      await survivor.analyseInBackground(recordId);
      await survivor.idle();
      const [job] = await jobRows();
      expect(job).toMatchObject({ state: 'done', attempts: 2 });
      expect(await detectionRows()).toHaveLength(1);
    } finally {
      await survivor.stop();
      await analysis.close();
    }
  });

  it('run each job once when two replicas claim at the same time', async () => {
    const analysis = createAnalysisRunner(2);
    const a = replica(analysis);
    const b = replica(analysis);
    try {
      a.start();
      b.start();
      const recordId = await recordWithPairs(3);
      await Promise.all([a.analyseInBackground(recordId), b.analyseInBackground(recordId)]);
      await Promise.all([a.idle(), b.idle(), t.app.detect.idle()]);
      const jobs = await jobRows();
      expect(jobs.map((job) => [job.state, job.attempts])).toEqual([
        ['done', 1],
        ['done', 1],
        ['done', 1],
      ]);
      expect(await detectionRows()).toHaveLength(3);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await analysis.close();
    }
  });

  it('retry a failed analysis with backoff, then stop with its reason; a lost photo at once', async () => {
    const store = createFileImageStore(path.join(t.config.dataDir, 'images'));
    const recordId = await recordWithPairs(2);
    await t.app.detect.idle();
    await t.database.db.delete(detections);
    const [broken, lost] = await jobRows();
    // One pair's normal photo is damaged on disk, the other's is gone.
    await store.put(broken!.normalKey, Buffer.from('not a photo'));
    await store.remove(lost!.normalKey);
    await t.database.db.update(analysisJobs).set({ state: 'queued', attempts: 0, runAfter: clock });

    const jobOf = async (id: number) => (await jobRows()).find((job) => job.id === id)!;
    const wake = () => t.app.detect.analyseInBackground(recordId);
    await wake();
    await expect.poll(async () => (await jobOf(lost!.id)).state).toBe('failed');
    expect(await jobOf(lost!.id)).toMatchObject({
      attempts: 1,
      lastError: 'MissingPhotoError',
      failureReason: 'photo_missing',
    });
    // Its first failure recorded (attempts alone reads 1 while the attempt still runs).
    await expect.poll(async () => (await jobOf(broken!.id)).lastError).not.toBeNull();
    expect(await jobOf(broken!.id)).toMatchObject({
      attempts: 1,
      state: 'queued',
      runAfter: new Date(clock.getTime() + 5_000),
    });

    for (const waitMs of [5_000, 20_000]) {
      clock = new Date(clock.getTime() + waitMs);
      await wake();
      await t.app.detect.idle();
    }
    const failed = await jobOf(broken!.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, failureReason: 'analysis_error' });
    // The reason is the error's class (and code), never its message: no personal data.
    expect(failed.lastError).toMatch(/^[A-Za-z]+( [A-Z_0-9]+)?$/);
    expect(await detectionRows()).toHaveLength(0);
  });

  it('leave the queue alone while every slot runs a job: no polling for its next deadline', async () => {
    const analysis = createAnalysisRunner(1);
    const repos = createRepositories(t.database.db);
    let deadlineReads = 0;
    const jobs = {
      ...repos.analysisJobs,
      nextDeadline: () => ((deadlineReads += 1), repos.analysisJobs.nextDeadline()),
    };
    // The first analysis waits for the test's word; the queue meanwhile holds due jobs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const gated: Pick<AnalysisRunner, 'analyzeWhenFree'> = {
      async analyzeWhenFree(...args) {
        started();
        await held;
        return analysis.analyzeWhenFree(...args);
      },
    };
    const runner = replica(gated, { concurrency: 1, jobs });
    try {
      // The app's own runner stays out of it from here on (it cannot start again), so ours
      // holds one job and two more wait, due.
      await t.app.detect.stop();
      const recordId = await recordWithPairs(3);
      runner.start();
      await runner.analyseInBackground(recordId);
      await running;
      const before = deadlineReads;
      // Before, a full runner asked every 50 ms, ≈ 20 queries a second per replica.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(deadlineReads - before).toBe(0);
      release();
      await runner.idle();
      expect((await jobRows()).map((job) => job.state)).toEqual(['done', 'done', 'done']);
      expect(await detectionRows()).toHaveLength(3);
    } finally {
      release();
      await runner.stop();
      await analysis.close();
    }
  }, 60_000);

  // From here on the app's runner is stopped (as by the test above): these runners are alone.
  it('on shutdown, finish the analysis under way and hand back a job claimed meanwhile', async () => {
    const analysis = createAnalysisRunner(1);
    const repos = createRepositories(t.database.db);
    let stopped: Promise<void> | undefined;
    // SIGTERM arrives while the first job's end is claiming the next in the same statement.
    const jobs = {
      ...repos.analysisJobs,
      finishAndClaim: (...args: Parameters<typeof repos.analysisJobs.finishAndClaim>) => {
        stopped ??= runner.stop(60_000);
        return repos.analysisJobs.finishAndClaim(...args);
      },
    };
    const runner = replica(analysis, { concurrency: 1, jobs });
    try {
      await t.app.detect.stop();
      await recordWithPairs(2);
      runner.start();
      // (A poll would await the promise itself: it resolves to undefined.)
      await expect.poll(() => stopped !== undefined, { timeout: 60_000 }).toBe(true);
      await stopped;
      const [first, second] = await jobRows();
      expect(first).toMatchObject({ state: 'done', attempts: 1 });
      // Claimed by the finishing statement, never started: queued in its place, no lease, and
      // the cut-short attempt not counted, so any replica takes it now.
      expect(second).toMatchObject({ state: 'queued', attempts: 0, leaseUntil: null });
      expect(await detectionRows()).toHaveLength(1);
    } finally {
      await runner.stop();
      await analysis.close();
    }
  }, 90_000);

  it('hand back an analysis still running when the grace period ends; an idle replica takes it at once', async () => {
    const analysis = createAnalysisRunner(1);
    // The leaving replica's analysis hangs until the test lets it fail (as a closing pool makes it).
    let fail!: (error: Error) => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const hanging: Pick<AnalysisRunner, 'analyzeWhenFree'> = {
      analyzeWhenFree: () =>
        new Promise((_resolve, reject) => {
          fail = reject;
          started();
        }),
    };
    const warnings: string[] = [];
    // Leases of ten minutes: the survivor's own wake-up comes that late, so only the leaving
    // replica's word (NOTIFY) can have it take the job within the test's time.
    const leaseMs = 600_000;
    const leaving = replica(hanging, {
      concurrency: 1,
      leaseMs,
      warn: (message) => warnings.push(message),
    });
    const survivor = replica(analysis, {
      leaseMs,
      listen: (onNotify) => t.database.listen(JOBS_CHANNEL, onNotify),
    });
    try {
      await t.app.detect.stop();
      await recordWithPairs(1);
      leaving.start();
      await running;
      survivor.start(); // finds the job leased, and waits
      await leaving.stop(0);
      fail(new Error('pool closed'));
      await survivor.idle();
      const [job] = await jobRows();
      expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
      expect(await detectionRows()).toHaveLength(1);
      // The abandoned analysis's late failure is not the job's: nothing recorded, nothing said.
      expect(warnings).toEqual([]);
    } finally {
      await Promise.all([leaving.stop(), survivor.stop()]);
      await analysis.close();
    }
  }, 90_000);
});
