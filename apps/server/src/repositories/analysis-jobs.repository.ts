import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { analysisJobs, type Db } from '@skinscope/db';

export type AnalysisJobRow = typeof analysisJobs.$inferSelect;
export type NewAnalysisJob = Pick<
  typeof analysisJobs.$inferInsert,
  'recordId' | 'part' | 'position' | 'normalKey' | 'polarisedKey' | 'calibrationId'
>;

/** A queued job that may run, or a running one whose holder's lease ran out. */
function claimable(now: Date) {
  return or(
    and(eq(analysisJobs.state, 'queued'), lte(analysisJobs.runAfter, now)),
    and(eq(analysisJobs.state, 'running'), lte(analysisJobs.leaseUntil, now)),
  );
}

/** The durable queue of background analyses (issue 20 #1); every replica shares it. */
export function createAnalysisJobsRepository(db: Db) {
  return {
    /**
     * Queues pairs to run from `now` (the app's clock, which claims compare with); a pair already
     * queued for its record, in any state, is left as it is.
     */
    async enqueue(jobs: NewAnalysisJob[], now: Date): Promise<void> {
      if (jobs.length === 0) return;
      const timed = jobs.map((job) => ({ ...job, runAfter: now, createdAt: now, updatedAt: now }));
      await db.insert(analysisJobs).values(timed).onConflictDoNothing();
    },

    /**
     * Takes the oldest claimable job for `leaseMs`, or null. `SKIP LOCKED`: replicas claiming at
     * the same moment each get a different job instead of waiting for one another.
     */
    async claim(now: Date, leaseMs: number): Promise<AnalysisJobRow | null> {
      const next = db
        .select({ id: analysisJobs.id })
        .from(analysisJobs)
        .where(claimable(now))
        .orderBy(asc(analysisJobs.runAfter), asc(analysisJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
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
    },

    async finish(id: number, now: Date): Promise<void> {
      await db
        .update(analysisJobs)
        .set({ state: 'done', leaseUntil: null, lastError: null, updatedAt: now })
        .where(eq(analysisJobs.id, id));
    },

    /** Back in the queue from `runAfter` (a retry), or `failed` for good when runAfter is null. */
    async giveUp(id: number, reason: string, runAfter: Date | null, now: Date): Promise<void> {
      await db
        .update(analysisJobs)
        .set({
          state: runAfter ? 'queued' : 'failed',
          ...(runAfter ? { runAfter } : {}),
          leaseUntil: null,
          lastError: reason.slice(0, 200),
          updatedAt: now,
        })
        .where(eq(analysisJobs.id, id));
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

    /** The jobs of several records in one query, oldest first. */
    async listByRecords(recordIds: readonly number[]): Promise<AnalysisJobRow[]> {
      if (recordIds.length === 0) return [];
      return db
        .select()
        .from(analysisJobs)
        .where(inArray(analysisJobs.recordId, [...recordIds]))
        .orderBy(asc(analysisJobs.id));
    },
  };
}
