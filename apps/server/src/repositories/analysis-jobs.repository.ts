import { and, asc, eq, inArray, lte, ne, or, sql, type WithSubquery } from 'drizzle-orm';
import type { AnalysisGaveUpCode } from '@skinscope/contracts';
import { analysisJobs, type Db } from '@skinscope/db';
import { anyOf, preparedShapes } from './prepared';

/**
 * The channel every replica's runner listens to (`Database.listen`): a NOTIFY on it says that
 * jobs became claimable now (queued, or handed back by a replica shutting down).
 */
export const JOBS_CHANNEL = 'analysis_jobs';

export type AnalysisJobRow = typeof analysisJobs.$inferSelect;
export type NewAnalysisJob = Pick<
  typeof analysisJobs.$inferInsert,
  | 'recordId'
  | 'part'
  | 'position'
  | 'normalKey'
  | 'polarisedKey'
  | 'calibrationId'
  | 'cameraSettings'
>;

/** A queued job that may run, or a running one whose holder's lease ran out. */
function claimable(now: Date) {
  return or(
    and(eq(analysisJobs.state, 'queued'), lte(analysisJobs.runAfter, now)),
    and(eq(analysisJobs.state, 'running'), lte(analysisJobs.leaseUntil, now)),
  );
}

const doneAt = (now: Date) => ({
  state: 'done' as const,
  leaseUntil: null,
  lastError: null,
  updatedAt: now,
});

/**
 * Takes the oldest claimable job for `leaseMs`, or null. `SKIP LOCKED`: replicas claiming at
 * the same moment each get a different job instead of waiting for one another. `also` runs a
 * CTE in the same statement, and keeps its job out of the claim.
 */
async function claimOne(
  db: Db,
  now: Date,
  leaseMs: number,
  also?: { with: WithSubquery; except: number },
): Promise<AnalysisJobRow | null> {
  const next = db
    .select({ id: analysisJobs.id })
    .from(analysisJobs)
    .where(also ? and(claimable(now), ne(analysisJobs.id, also.except)) : claimable(now))
    .orderBy(asc(analysisJobs.runAfter), asc(analysisJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await (also ? db.with(also.with) : db)
    .update(analysisJobs)
    .set({
      state: 'running',
      attempts: sql`${analysisJobs.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(inArray(analysisJobs.id, next))
    .returning();
  return row ?? null;
}

/** The durable queue of background analyses (issue 20 #1); every replica shares it. */
export function createAnalysisJobsRepository(db: Db) {
  const prepared = preparedShapes();
  /** Wakes every replica's runner (committed at once: no transaction around these statements). */
  const notify = () => db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);

  return {
    /**
     * Queues pairs to run from `now` (the app's clock, which claims compare with); a pair already
     * queued for its record, in any state, is left as it is.
     */
    async enqueue(jobs: NewAnalysisJob[], now: Date): Promise<void> {
      if (jobs.length === 0) return;
      const timed = jobs.map((job) => ({ ...job, runAfter: now, createdAt: now, updatedAt: now }));
      await db.insert(analysisJobs).values(timed).onConflictDoNothing();
      await notify();
    },

    claim: (now: Date, leaseMs: number) => claimOne(db, now, leaseMs),

    async finish(id: number, now: Date): Promise<void> {
      await db.update(analysisJobs).set(doneAt(now)).where(eq(analysisJobs.id, id));
    },

    /**
     * `finish` and `claim` in one statement (its first part a data-modifying CTE): a replica
     * that has room for the next job asks for it with the end of the last one, one round trip
     * and transaction fewer per job. The job just finished is not claimed again even when its
     * lease ran out meanwhile.
     */
    async finishAndClaim(id: number, now: Date, leaseMs: number): Promise<AnalysisJobRow | null> {
      const finished = db
        .$with('finished')
        .as(
          db
            .update(analysisJobs)
            .set(doneAt(now))
            .where(eq(analysisJobs.id, id))
            .returning({ id: analysisJobs.id }),
        );
      return claimOne(db, now, leaseMs, { with: finished, except: id });
    },

    /** Back in the queue from `runAfter`, after a failure (`error`: its class and code). */
    async retryLater(id: number, error: string, runAfter: Date, now: Date): Promise<void> {
      await db
        .update(analysisJobs)
        .set({
          state: 'queued',
          runAfter,
          leaseUntil: null,
          lastError: error.slice(0, 200),
          updatedAt: now,
        })
        .where(eq(analysisJobs.id, id));
    },

    /** Failed for good: no result will come; `reason` is what the reports say. */
    async fail(id: number, error: string, reason: AnalysisGaveUpCode, now: Date): Promise<void> {
      await db
        .update(analysisJobs)
        .set({
          state: 'failed',
          leaseUntil: null,
          lastError: error.slice(0, 200),
          failureReason: reason,
          updatedAt: now,
        })
        .where(eq(analysisJobs.id, id));
    },

    /**
     * Hands a claimed job back (a replica shutting down): queued again in its place, with no
     * lease, so that any replica claims it now rather than when the lease runs out, and the
     * attempt the shutdown cut short does not count against its retries. Only while this claim
     * still holds it: a job whose lease ran out and that another replica claimed is left alone.
     */
    async release(job: Pick<AnalysisJobRow, 'id' | 'leaseUntil'>, now: Date): Promise<void> {
      if (!job.leaseUntil) return;
      await db
        .update(analysisJobs)
        .set({
          state: 'queued',
          attempts: sql`greatest(${analysisJobs.attempts} - 1, 0)`,
          leaseUntil: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(analysisJobs.id, job.id),
            eq(analysisJobs.state, 'running'),
            eq(analysisJobs.leaseUntil, job.leaseUntil),
          ),
        );
      await notify();
    },

    /** When the queue next has something to claim: the earliest retry time or lease end. */
    async nextDeadline(): Promise<Date | null> {
      const [row] = await db
        .select({
          at: sql<string | Date | null>`min(case when ${analysisJobs.state} = 'queued'
            then ${analysisJobs.runAfter} else ${analysisJobs.leaseUntil} end)`,
        })
        .from(analysisJobs)
        .where(inArray(analysisJobs.state, ['queued', 'running']));
      return row?.at ? new Date(row.at) : null;
    },

    /** Jobs running, or queued to run by `now`, in any process (what tests wait for). */
    async busyCount(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(analysisJobs)
        .where(
          or(
            eq(analysisJobs.state, 'running'),
            and(eq(analysisJobs.state, 'queued'), lte(analysisJobs.runAfter, now)),
          ),
        );
      return row?.n ?? 0;
    },

    /** The jobs of several records in one prepared statement, oldest first. */
    async listByRecords(recordIds: readonly number[]): Promise<AnalysisJobRow[]> {
      if (recordIds.length === 0) return [];
      const statement = prepared('by-records', () =>
        db
          .select()
          .from(analysisJobs)
          .where(anyOf(analysisJobs.recordId, 'recordIds'))
          .orderBy(asc(analysisJobs.id)),
      );
      return statement.execute({ recordIds: [...recordIds] });
    },
  };
}
