import { and, count, countDistinct, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import {
  auditLog,
  companySettings,
  consents,
  customers,
  dataRequests,
  detections,
  impactAssessments,
  photos,
  records,
  reportLinks,
  retestPairs,
  studies,
  studyEnrolments,
  users,
  type Db,
} from '@skinscope/db';
import type { Scope } from '@skinscope/contracts';

interface Company {
  scope: Scope;
  ownerId: number;
}

export type ImpactAssessmentRow = typeof impactAssessments.$inferSelect;
type NewImpactAssessmentRow = typeof impactAssessments.$inferInsert;

const ofCustomersOf = (company: Company) =>
  and(eq(customers.scope, company.scope), eq(customers.ownerId, company.ownerId));

const numberOf = async (query: PromiseLike<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/**
 * Issue 34 #5 (DECISIONS §112): the counts an impact assessment states about one company, read
 * straight from the tables, and the assessments kept.
 */
export function createImpactAssessmentsRepository(db: Db) {
  /** Rows of a table of customer data that belong to the company's customers. */
  const perCustomer = (
    table: typeof records | typeof photos | typeof consents | typeof detections,
    company: Company,
  ) =>
    numberOf(
      db
        .select({ value: count() })
        .from(table)
        .innerJoin(customers, eq(customers.id, table.customerId))
        .where(ofCustomersOf(company)),
    );

  async function requestCounts(company: Company, today: string) {
    const ofCompany = and(
      eq(dataRequests.scope, company.scope),
      eq(dataRequests.ownerId, company.ownerId),
    );
    const days = sql`extract(epoch from (${dataRequests.handledAt} - ${dataRequests.requestedAt})) / 86400`;
    const [handled] = await db
      .select({
        value: count(),
        median: sql<string | null>`percentile_cont(0.5) within group (order by ${days})`,
        max: sql<string | null>`max(${days})`,
      })
      .from(dataRequests)
      .where(and(ofCompany, eq(dataRequests.status, 'done'), isNotNull(dataRequests.handledAt)));
    const [open] = await db
      .select({
        value: count(),
        overdue: sql<number>`count(*) filter (where ${lt(dataRequests.dueOn, today)})`.mapWith(
          Number,
        ),
      })
      .from(dataRequests)
      .where(and(ofCompany, eq(dataRequests.status, 'open')));
    const all = await numberOf(db.select({ value: count() }).from(dataRequests).where(ofCompany));
    return {
      all,
      handled: handled?.value ?? 0,
      medianDays: handled?.median == null ? null : Number(handled.median),
      maxDays: handled?.max == null ? null : Number(handled.max),
      open: open?.value ?? 0,
      overdue: open?.overdue ?? 0,
    };
  }

  return {
    /** The company an account heads (not pubdom, no company of its own), by that account's id. */
    async company(id: number) {
      const [row] = await db
        .select({
          scope: users.scope,
          ownerId: users.id,
          fullName: users.fullName,
          mobile: users.mobile,
          companyUserId: users.companyUserId,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** The company's retention period: its setting, or the column's default while it has no row. */
    async retentionMonths(company: Company): Promise<{ months: number; isDefault: boolean }> {
      const [row] = await db
        .select({ months: companySettings.retentionMonths })
        .from(companySettings)
        .where(
          and(
            eq(companySettings.scope, company.scope),
            eq(companySettings.ownerId, company.ownerId),
          ),
        )
        .limit(1);
      if (row) return { months: row.months, isDefault: false };
      return { months: Number(companySettings.retentionMonths.default), isDefault: true };
    },

    /** Consents recorded per version: the photo consent, test-retest pairs', studies' research. */
    async consentsByVersion(company: Company) {
      const [photo, retest, research] = await Promise.all([
        db
          .select({ version: consents.version, value: count() })
          .from(consents)
          .innerJoin(customers, eq(customers.id, consents.customerId))
          .where(ofCustomersOf(company))
          .groupBy(consents.version),
        db
          .select({ version: retestPairs.consentVersion, value: count() })
          .from(retestPairs)
          .where(
            and(
              eq(retestPairs.scope, company.scope),
              eq(retestPairs.ownerId, company.ownerId),
              isNotNull(retestPairs.consentVersion),
            ),
          )
          .groupBy(retestPairs.consentVersion),
        db
          .select({ version: studyEnrolments.consentVersion, value: count() })
          .from(studyEnrolments)
          .innerJoin(studies, eq(studies.id, studyEnrolments.studyId))
          .where(and(eq(studies.scope, company.scope), eq(studies.ownerId, company.ownerId)))
          .groupBy(studyEnrolments.consentVersion),
      ]);
      const byVersion = (rows: { version: string | null; value: number }[]) =>
        new Map(rows.map((row) => [row.version ?? '', row.value]));
      return { photo: byVersion(photo), retest: byVersion(retest), research: byVersion(research) };
    },

    /** Every count the assessment states, for the company; `today` (YYYY-MM-DD) judges overdue. */
    async counts(company: Company, today: string) {
      const [
        customerCount,
        withPhotos,
        photoCount,
        recordCount,
        detectionCount,
        consentCount,
        guardianConsents,
        photoReads,
        links,
        enrolments,
        requests,
      ] = await Promise.all([
        numberOf(db.select({ value: count() }).from(customers).where(ofCustomersOf(company))),
        numberOf(
          db
            .select({ value: countDistinct(photos.customerId) })
            .from(photos)
            .innerJoin(customers, eq(customers.id, photos.customerId))
            .where(ofCustomersOf(company)),
        ),
        perCustomer(photos, company),
        perCustomer(records, company),
        perCustomer(detections, company),
        perCustomer(consents, company),
        numberOf(
          db
            .select({ value: count() })
            .from(consents)
            .innerJoin(customers, eq(customers.id, consents.customerId))
            .where(and(ofCustomersOf(company), isNotNull(consents.guardianName))),
        ),
        // A photo read's target is the photo's key, `img/{customerId}/…`: the customer's company.
        numberOf(
          db
            .select({ value: count() })
            .from(auditLog)
            .innerJoin(
              customers,
              sql`${customers.id}::text = split_part(${auditLog.targetId}, '/', 2)`,
            )
            .where(
              and(
                eq(auditLog.action, 'photo.read'),
                eq(auditLog.targetType, 'photo'),
                ofCustomersOf(company),
              ),
            ),
        ),
        numberOf(
          db
            .select({ value: count() })
            .from(reportLinks)
            .innerJoin(customers, eq(customers.id, reportLinks.customerId))
            .where(ofCustomersOf(company)),
        ),
        numberOf(
          db
            .select({ value: count() })
            .from(studyEnrolments)
            .innerJoin(studies, eq(studies.id, studyEnrolments.studyId))
            .where(and(eq(studies.scope, company.scope), eq(studies.ownerId, company.ownerId))),
        ),
        requestCounts(company, today),
      ]);
      return {
        customers: customerCount,
        customersWithPhotos: withPhotos,
        photos: photoCount,
        records: recordCount,
        detections: detectionCount,
        consents: consentCount,
        guardianConsents,
        photoReads,
        reportLinks: links,
        enrolments,
        requests,
      };
    },

    async insert(values: NewImpactAssessmentRow): Promise<ImpactAssessmentRow> {
      const [row] = await db.insert(impactAssessments).values(values).returning();
      if (!row) throw new Error('impact assessment not stored');
      return row;
    },

    /** One assessment with its author's name and mobile (null when that account is gone). */
    async find(id: number) {
      const [row] = await db
        .select({ row: impactAssessments, fullName: users.fullName, mobile: users.mobile })
        .from(impactAssessments)
        .leftJoin(users, eq(users.id, impactAssessments.createdBy))
        .where(eq(impactAssessments.id, id))
        .limit(1);
      return row;
    },

    /** A company's assessments, newest first, without their facts. */
    async listByCompany(company: Company) {
      return db
        .select({
          id: impactAssessments.id,
          responsiblePerson: impactAssessments.responsiblePerson,
          assessedOn: impactAssessments.assessedOn,
          createdAt: impactAssessments.createdAt,
          fullName: users.fullName,
          mobile: users.mobile,
        })
        .from(impactAssessments)
        .leftJoin(users, eq(users.id, impactAssessments.createdBy))
        .where(
          and(
            eq(impactAssessments.scope, company.scope),
            eq(impactAssessments.ownerId, company.ownerId),
          ),
        )
        .orderBy(desc(impactAssessments.createdAt), desc(impactAssessments.id))
        .limit(200);
    },
  };
}
