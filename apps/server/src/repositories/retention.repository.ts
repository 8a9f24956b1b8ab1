import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { auditLog, customers, retentionRuns, stores, users, type Db } from '@skinscope/db';
import { RETENTION_MONTHS_DEFAULT, type Scope } from '@skinscope/contracts';

interface Company {
  scope: Scope;
  ownerId: number;
}

/** A run's running totals, as the job writes them after each customer. */
export interface RetentionTotals {
  customers: number;
  photos: number;
  analyses: number;
  objects: number;
}

/*
 * The rules of issue 34 #2 (DECISIONS §111) as SQL over `customers`, one place for the job's
 * list, its re-check under the customer's lock and the dry run:
 * - her last visit: her latest finished visit (a draft is no visit), or her registration when
 *   she has none;
 * - her company's period: company_settings.retention_months, the default without a row;
 * - something to delete: a photo, an analysis or a test-retest pair of hers;
 * - held back: an open data request of hers, or her enrolment (not withdrawn) in a study that
 *   is still open: one of its participants (not withdrawn) still has a timepoint ahead, i.e.
 *   consent + the protocol's last scheduled day + its window lies in the future.
 */
const lastVisit = sql`coalesce((select max(r.completed_at) from records r where r.customer_id = ${customers.id}), ${customers.createdAt})`;
const months = sql`coalesce((select s.retention_months from company_settings s where s.scope = ${customers.scope} and s.owner_id = ${customers.ownerId}), ${RETENTION_MONTHS_DEFAULT})`;
const expiresAt = sql`(${lastVisit} + make_interval(months => (${months})::int))`;
const hasData = sql`(exists (select 1 from photos p where p.customer_id = ${customers.id})
  or exists (select 1 from detections d where d.customer_id = ${customers.id})
  or exists (select 1 from retest_pairs q where q.customer_id = ${customers.id}))`;
const openRequest = sql`exists (select 1 from data_requests q where q.customer_id = ${customers.id} and q.status = 'open')`;
const inOpenStudy = (now: Date) =>
  sql`exists (select 1 from study_enrolments e where e.customer_id = ${customers.id} and e.withdrawn_at is null
    and exists (select 1 from study_enrolments o join study_protocols p on p.id = o.protocol_id
      where o.study_id = e.study_id and o.withdrawn_at is null
        and o.consented_at + make_interval(days => (p.protocol -> 'schedule' ->> -1)::int
          + coalesce((p.protocol ->> 'windowDays')::int, 0)) > ${now.toISOString()}::timestamptz))`;
const expiredBy = (now: Date) => sql`${expiresAt} <= ${now.toISOString()}::timestamptz`;
/** Expired, holding something, and held back by nothing: the job deletes her photos. */
const dueAt = (now: Date): SQL =>
  sql`(${expiredBy(now)} and ${hasData} and not ${openRequest} and not ${inOpenStudy(now)})`;

const ofCompany = (company: Company) =>
  and(eq(customers.scope, company.scope), eq(customers.ownerId, company.ownerId));

/** Issue 34 #2: what the retention job deletes, its runs, and the admin screen's dry run. */
export function createRetentionRepository(db: Db) {
  return {
    /** Every customer (of every company) whose photos and analyses are due for deletion. */
    async dueCustomerIds(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(dueAt(now))
        .orderBy(customers.id);
      return rows.map((row) => row.id);
    },
    /**
     * Locks her row and answers whether she is still due (inside the deleting transaction):
     * two runners that listed her at once delete her photos once, and a visit, request or
     * enrolment that came in since the list keeps them.
     */
    async lockIfStillDue(customerId: number, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), dueAt(now)))
        .for('update');
      return rows.length > 0;
    },

    /** The company's customers expired by `now` with something stored, by what holds them. */
    async expiredCounts(company: Company, now: Date) {
      const [row] = await db
        .select({
          due: sql<number>`count(*) filter (where not ${openRequest} and not ${inOpenStudy(now)})::int`,
          heldByRequest: sql<number>`count(*) filter (where ${openRequest})::int`,
          heldByStudy: sql<number>`count(*) filter (where not ${openRequest} and ${inOpenStudy(now)})::int`,
        })
        .from(customers)
        .where(and(ofCompany(company), expiredBy(now), hasData));
      return row ?? { due: 0, heldByRequest: 0, heldByStudy: 0 };
    },
    /** The company's customers with something stored whose period ends in (now, until]. */
    async expiringBetween(company: Company, now: Date, until: Date) {
      const rows = await db
        .select({
          id: customers.id,
          name: customers.fullName,
          scope: customers.scope,
          ownerId: customers.ownerId,
          storeId: customers.storeId,
          storeName: stores.name,
          lastVisitAt: sql<string>`${lastVisit}`,
          expiresAt: sql<string>`${expiresAt}`,
        })
        .from(customers)
        .leftJoin(stores, eq(stores.id, customers.storeId))
        .where(
          and(
            ofCompany(company),
            hasData,
            sql`${expiresAt} > ${now.toISOString()}::timestamptz`,
            sql`${expiresAt} <= ${until.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(sql`${expiresAt}`, customers.id);
      return rows.map((row) => ({
        ...row,
        lastVisitAt: new Date(row.lastVisitAt),
        expiresAt: new Date(row.expiresAt),
      }));
    },
    /** The company's deletions by the job, per run, newest first (from the audit rows). */
    async deletionsOf(company: Company, limit: number) {
      const run = sql<number>`(${auditLog.details} ->> 'run')::int`;
      const count = (key: string) =>
        sql<number>`coalesce(sum((${auditLog.details} ->> ${key})::int), 0)::int`;
      return db
        .select({
          runId: run,
          at: sql<string>`min(${auditLog.at})`,
          customers: sql<number>`count(*)::int`,
          photos: count('photos'),
          analyses: count('analyses'),
          objects: count('objects'),
        })
        .from(auditLog)
        .innerJoin(customers, sql`${auditLog.targetId} = ${customers.id}::text`)
        .where(
          and(
            eq(auditLog.action, 'retention.erased'),
            eq(auditLog.targetType, 'customer'),
            ofCompany(company),
          ),
        )
        .groupBy(run)
        .orderBy(desc(run))
        .limit(limit);
    },
    /** The last change of the company's retention period (the settings' audit rows). */
    async lastPeriodChange(company: Company) {
      const [row] = await db
        .select({ at: auditLog.at, fullName: users.fullName, mobile: users.mobile })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(
          and(
            eq(auditLog.action, 'company_settings.updated'),
            eq(auditLog.targetType, 'company'),
            eq(auditLog.targetId, String(company.ownerId)),
            sql`${auditLog.details} ? 'retentionMonths'`,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(1);
      return row;
    },

    /**
     * Starts a run unless one is running (the partial unique index lets one row be `running`)
     * or one finished since `doneSince`; a running run whose lease ran out is abandoned first.
     * Answers the new run's id, or undefined.
     */
    async claimRun(now: Date, leaseUntil: Date, doneSince: Date): Promise<number | undefined> {
      await db
        .update(retentionRuns)
        .set({ state: 'abandoned', finishedAt: now })
        .where(and(eq(retentionRuns.state, 'running'), lt(retentionRuns.leaseUntil, now)));
      const inserted = await db.execute(sql`
        insert into ${retentionRuns} (state, started_at, lease_until)
        select 'running', ${now.toISOString()}::timestamptz, ${leaseUntil.toISOString()}::timestamptz
        where not exists (
          select 1 from ${retentionRuns}
          where ${retentionRuns.state} = 'done' and ${retentionRuns.startedAt} > ${doneSince.toISOString()}::timestamptz)
        on conflict do nothing
        returning id`);
      const [row] = (inserted as { rows: Array<{ id: number }> }).rows;
      return row?.id;
    },
    /** Writes the run's totals and extends its lease; false when it is no longer running. */
    async heartbeat(runId: number, totals: RetentionTotals, leaseUntil: Date): Promise<boolean> {
      const rows = await db
        .update(retentionRuns)
        .set({ ...totals, leaseUntil })
        .where(and(eq(retentionRuns.id, runId), eq(retentionRuns.state, 'running')))
        .returning({ id: retentionRuns.id });
      return rows.length > 0;
    },
    /** Ends the run: `done`, or `abandoned` when its replica stopped before the end. */
    async finishRun(
      runId: number,
      totals: RetentionTotals,
      at: Date,
      state: 'done' | 'abandoned',
    ): Promise<void> {
      await db
        .update(retentionRuns)
        .set({ ...totals, state, finishedAt: at })
        .where(and(eq(retentionRuns.id, runId), eq(retentionRuns.state, 'running')));
    },
    /** Adds the objects removed after the commit to her audit row of the run. */
    async recordObjects(auditId: number, objects: number): Promise<void> {
      await db
        .update(auditLog)
        .set({
          details: sql`jsonb_set(${auditLog.details}, '{objects}', to_jsonb(${objects}::int))`,
        })
        .where(eq(auditLog.id, auditId));
    },
  };
}
