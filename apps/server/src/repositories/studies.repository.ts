import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  customers,
  records,
  studies,
  studyEnrolments,
  studyProtocols,
  studyVisits,
  type Db,
} from '@skinscope/db';
import type { StudyProtocol } from '@skinscope/contracts';
import type { Tenancy } from '../policy';

export type StudyRow = typeof studies.$inferSelect;
export type StudyProtocolRow = typeof studyProtocols.$inferSelect;
export type StudyEnrolmentRow = typeof studyEnrolments.$inferSelect;
export type NewStudyEnrolmentRow = typeof studyEnrolments.$inferInsert;

/** A study with the protocol version in force (its newest). */
export interface StudyWithProtocol {
  study: StudyRow;
  current: StudyProtocolRow;
}

/** An enrolment as the study's page lists it: her name, her protocol version, her visits. */
export interface EnrolmentWithVisits extends StudyEnrolmentRow {
  customerName: string;
  protocolVersion: number;
  visits: Array<{ timepoint: number; recordId: number; takenAt: Date }>;
}

/** Efficacy studies (issue 33): protocols by version, enrolments, and the visits they record. */
export function createStudiesRepository(db: Db) {
  /** Each study's newest protocol, of these studies. */
  async function currentProtocols(studyIds: number[]): Promise<Map<number, StudyProtocolRow>> {
    if (studyIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(studyProtocols)
      .where(inArray(studyProtocols.studyId, studyIds))
      .orderBy(asc(studyProtocols.version));
    // Ascending: the last row of a study is its newest version.
    return new Map(rows.map((row) => [row.studyId, row]));
  }

  /** Enrolments (`which`) in enrolment order, with names, versions and finished visits. */
  async function enrolmentsWhere(which: SQL): Promise<EnrolmentWithVisits[]> {
    const rows = await db
      .select({
        enrolment: studyEnrolments,
        customerName: customers.fullName,
        protocolVersion: studyProtocols.version,
      })
      .from(studyEnrolments)
      .innerJoin(customers, eq(customers.id, studyEnrolments.customerId))
      .innerJoin(studyProtocols, eq(studyProtocols.id, studyEnrolments.protocolId))
      .where(which)
      .orderBy(asc(studyEnrolments.id));
    const ids = rows.map(({ enrolment }) => enrolment.id);
    const visits =
      ids.length === 0
        ? []
        : await db
            .select({
              enrolmentId: studyVisits.enrolmentId,
              timepoint: studyVisits.timepoint,
              recordId: studyVisits.recordId,
              takenAt: records.createdAt,
            })
            .from(studyVisits)
            .innerJoin(records, eq(records.id, studyVisits.recordId))
            .where(and(inArray(studyVisits.enrolmentId, ids), isNotNull(records.completedAt)))
            .orderBy(asc(studyVisits.timepoint));
    return rows.map(({ enrolment, customerName, protocolVersion }) => ({
      ...enrolment,
      customerName,
      protocolVersion,
      visits: visits
        .filter((visit) => visit.enrolmentId === enrolment.id)
        .map(({ timepoint, recordId, takenAt }) => ({ timepoint, recordId, takenAt })),
    }));
  }

  /** A study's enrolments in enrolment order, with names, versions and finished visits. */
  const enrolmentsOf = (studyId: number) => enrolmentsWhere(eq(studyEnrolments.studyId, studyId));

  /** These enrolments only (one participant, or a company's active ones), as `enrolmentsOf`. */
  const enrolmentsByIds = async (ids: readonly number[]) =>
    ids.length === 0 ? [] : enrolmentsWhere(inArray(studyEnrolments.id, [...ids]));

  return {
    async insert(
      company: Tenancy,
      protocol: StudyProtocol,
      createdBy: number,
      at: Date,
    ): Promise<StudyWithProtocol> {
      const [study] = await db
        .insert(studies)
        .values({ ...company, createdBy, createdAt: at })
        .returning();
      const [current] = await db
        .insert(studyProtocols)
        .values({ studyId: study!.id, version: 1, protocol, createdBy, createdAt: at })
        .returning();
      return { study: study!, current: current! };
    },

    async find(id: number): Promise<StudyWithProtocol | undefined> {
      const [study] = await db.select().from(studies).where(eq(studies.id, id)).limit(1);
      if (!study) return undefined;
      const current = (await currentProtocols([id])).get(id)!;
      return { study, current };
    },

    /**
     * The study row locked for this transaction: enrolments (their codes P01, P02…) and
     * protocol versions are numbered one at a time.
     */
    async lock(id: number): Promise<void> {
      await db.select({ id: studies.id }).from(studies).where(eq(studies.id, id)).for('update');
    },

    /** A company's studies, newest first, with the protocol in force and their enrolments. */
    async listByCompany(company: Tenancy) {
      const rows = await db
        .select()
        .from(studies)
        .where(and(eq(studies.scope, company.scope), eq(studies.ownerId, company.ownerId)))
        .orderBy(desc(studies.createdAt), desc(studies.id));
      const ids = rows.map((row) => row.id);
      const [protocols, counts] = await Promise.all([
        currentProtocols(ids),
        ids.length === 0
          ? []
          : db
              .select({
                studyId: studyEnrolments.studyId,
                enrolled: count(),
                withdrawn: count(studyEnrolments.withdrawnAt),
              })
              .from(studyEnrolments)
              .where(inArray(studyEnrolments.studyId, ids))
              .groupBy(studyEnrolments.studyId),
      ]);
      const countOf = new Map(counts.map((row) => [row.studyId, row]));
      return rows.map((study) => ({
        study,
        current: protocols.get(study.id)!,
        enrolled: countOf.get(study.id)?.enrolled ?? 0,
        withdrawn: countOf.get(study.id)?.withdrawn ?? 0,
      }));
    },

    async versionsOf(studyId: number): Promise<StudyProtocolRow[]> {
      return db
        .select()
        .from(studyProtocols)
        .where(eq(studyProtocols.studyId, studyId))
        .orderBy(asc(studyProtocols.version));
    },

    async insertVersion(
      current: StudyProtocolRow,
      protocol: StudyProtocol,
      createdBy: number,
      at: Date,
    ): Promise<StudyProtocolRow> {
      const [row] = await db
        .insert(studyProtocols)
        .values({
          studyId: current.studyId,
          version: current.version + 1,
          protocol,
          createdBy,
          createdAt: at,
        })
        .returning();
      return row!;
    },

    /** A version nobody was enrolled under yet, changed in place. */
    async replaceProtocol(protocolId: number, protocol: StudyProtocol): Promise<void> {
      await db.update(studyProtocols).set({ protocol }).where(eq(studyProtocols.id, protocolId));
    },

    /** Locks a version at its first enrolment; later enrolments leave the first time. */
    async lockProtocol(protocolId: number, at: Date): Promise<void> {
      await db
        .update(studyProtocols)
        .set({ lockedAt: sql`coalesce(${studyProtocols.lockedAt}, ${at})` })
        .where(eq(studyProtocols.id, protocolId));
    },

    async enrolmentCount(studyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(studyEnrolments)
        .where(eq(studyEnrolments.studyId, studyId));
      return row?.n ?? 0;
    },

    async findEnrolmentOf(studyId: number, customerId: number) {
      const [row] = await db
        .select()
        .from(studyEnrolments)
        .where(
          and(eq(studyEnrolments.studyId, studyId), eq(studyEnrolments.customerId, customerId)),
        )
        .limit(1);
      return row;
    },

    async findEnrolment(studyId: number, enrolmentId: number) {
      const [row] = await db
        .select()
        .from(studyEnrolments)
        .where(and(eq(studyEnrolments.studyId, studyId), eq(studyEnrolments.id, enrolmentId)))
        .limit(1);
      return row;
    },

    async insertEnrolment(values: NewStudyEnrolmentRow): Promise<StudyEnrolmentRow> {
      const [row] = await db.insert(studyEnrolments).values(values).returning();
      return row!;
    },

    async withdraw(enrolmentId: number, at: Date): Promise<void> {
      await db
        .update(studyEnrolments)
        .set({ withdrawnAt: sql`coalesce(${studyEnrolments.withdrawnAt}, ${at})` })
        .where(eq(studyEnrolments.id, enrolmentId));
    },

    /** The study visit this record already is, or the one at this timepoint, if any. */
    async findVisit(enrolmentId: number, recordId: number, timepoint: number) {
      const [row] = await db
        .select()
        .from(studyVisits)
        .where(
          sql`${studyVisits.recordId} = ${recordId} or (${studyVisits.enrolmentId} = ${enrolmentId} and ${studyVisits.timepoint} = ${timepoint})`,
        )
        .limit(1);
      return row;
    },

    async insertVisit(enrolmentId: number, recordId: number, timepoint: number, at: Date) {
      await db.insert(studyVisits).values({ enrolmentId, recordId, timepoint, createdAt: at });
    },

    /**
     * A company's enrolments not withdrawn (of one customer, when given), each with its study's
     * name (the version in force), her protocol version and her recorded visits.
     */
    async activeEnrolmentsOf(company: Tenancy, customerId?: number) {
      const rows = await db
        .select({ enrolment: studyEnrolments, followed: studyProtocols.protocol })
        .from(studyEnrolments)
        .innerJoin(studies, eq(studies.id, studyEnrolments.studyId))
        .innerJoin(studyProtocols, eq(studyProtocols.id, studyEnrolments.protocolId))
        .where(
          and(
            eq(studies.scope, company.scope),
            eq(studies.ownerId, company.ownerId),
            isNull(studyEnrolments.withdrawnAt),
            customerId === undefined ? undefined : eq(studyEnrolments.customerId, customerId),
          ),
        )
        .orderBy(asc(studyEnrolments.id));
      const studyIds = [...new Set(rows.map(({ enrolment }) => enrolment.studyId))];
      // Only these enrolments' names and visits, not their whole studies'.
      const [names, withVisits] = await Promise.all([
        currentProtocols(studyIds),
        enrolmentsByIds(rows.map(({ enrolment }) => enrolment.id)),
      ]);
      const visitsOf = new Map(withVisits.map((row) => [row.id, row]));
      return rows.map(({ enrolment, followed }) => ({
        enrolment: visitsOf.get(enrolment.id)!,
        studyName: names.get(enrolment.studyId)!.protocol.name,
        followed,
      }));
    },

    enrolmentsOf,
    enrolmentsByIds,
  };
}
