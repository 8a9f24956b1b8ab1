import type { ImageStore } from '../../infra/image-store';
import type { Repositories, Transact } from '../../repositories';
import type { RetentionTotals } from '../../repositories/retention.repository';
import { createPhotoEraser } from '../privacy/photo-erasure';

export interface RetentionJobDeps {
  retention: Repositories['retention'];
  transact: Transact;
  store: ImageStore;
  now: () => Date;
  log: { warn(details: Record<string, unknown>, message: string): void };
}

/** A run holds its lease this long past its last customer; a dead runner's run is taken over after it. */
const LEASE_MS = 5 * 60_000;
/** Customers deleted side by side: the database part queues, the image store's requests overlap. */
const CONCURRENCY = 8;
/** The schedule looks every hour; a run is due when none finished in the last 23 hours. */
const CHECK_EVERY_MS = 60 * 60_000;
const DAILY_MS = 23 * 60 * 60_000;
/** The first look, after a start: a replica restarting often does not run it at every start. */
const FIRST_CHECK_MS = 10 * 60_000;

interface RetentionRunResult extends RetentionTotals {
  runId: number;
}

/**
 * Issue 34 #2 (DECISIONS §111): the daily job deleting, for every customer whose last visit is
 * older than her company's period, her photos and analyses through the same path as staff's
 * erasure (`photo-erasure.ts`), one audit row per customer. Any replica may run it; the run's row
 * lets one run at a time, and each customer is re-checked under her row's lock before anything
 * is deleted, so two runners never delete (or count) a thing twice, and a run after a run finds
 * nothing.
 */
export function createRetentionJob(deps: RetentionJobDeps) {
  const erasePhotosOf = createPhotoEraser(deps);
  let stopping = false;
  let running: Promise<unknown> | null = null;
  const timers: NodeJS.Timeout[] = [];

  /** One run, unless another is under way or one finished after `doneSince`; null then. */
  async function run(doneSince: Date): Promise<RetentionRunResult | null> {
    const started = deps.now();
    const lease = () => new Date(deps.now().getTime() + LEASE_MS);
    const runId = await deps.retention.claimRun(started, lease(), doneSince);
    if (runId === undefined) return null;
    const due = await deps.retention.dueCustomerIds(started);
    const totals: RetentionTotals = { customers: 0, photos: 0, analyses: 0, objects: 0 };
    let next = 0;
    let lost = false;
    const worker = async () => {
      while (!stopping && !lost && next < due.length) {
        const customerId = due[next++]!;
        try {
          const erased = await erasePhotosOf(
            customerId,
            { action: 'retention.erased', actorId: null, details: { run: runId } },
            (repos) => repos.retention.lockIfStillDue(customerId, started),
          );
          if (!erased) continue;
          await deps.retention.recordObjects(erased.auditId, erased.objects);
          totals.customers += 1;
          totals.photos += erased.photos;
          totals.analyses += erased.analyses;
          totals.objects += erased.objects;
          // Another runner took the run over (its lease had run out): leave the rest to it.
          if (!(await deps.retention.heartbeat(runId, totals, lease()))) lost = true;
        } catch (error) {
          deps.log.warn({ err: error, customerId, runId }, 'retention: a customer was not erased');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (!lost)
      await deps.retention.finishRun(runId, totals, deps.now(), stopping ? 'abandoned' : 'done');
    return { runId, ...totals };
  }

  function check() {
    if (running || stopping) return;
    running = run(new Date(deps.now().getTime() - DAILY_MS))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'retention run failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    /** A run now, whatever ran before (tests, an operator); null when another is under way. */
    runNow: () => run(deps.now()),
    /** Looks after FIRST_CHECK_MS, then hourly, and runs when no run finished within a day. */
    start() {
      stopping = false;
      timers.push(setTimeout(check, FIRST_CHECK_MS).unref());
      timers.push(setInterval(check, CHECK_EVERY_MS).unref());
    },
    /** Stops after the customers under way; the run is left `abandoned`, the next does the rest. */
    async stop() {
      stopping = true;
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await running;
    },
  };
}
