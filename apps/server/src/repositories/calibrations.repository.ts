import { and, desc, eq, isNull, max } from 'drizzle-orm';
import { deviceCalibrations, users, type Db } from '@skinscope/db';
import type { Scope } from '@skinscope/contracts';

export type CalibrationRow = typeof deviceCalibrations.$inferSelect;
export type NewCalibrationRow = typeof deviceCalibrations.$inferInsert;
export type CalibrationWithAuthor = CalibrationRow & { createdByName: string | null };

interface Company {
  scope: Scope;
  ownerId: number;
}

const ofCompany = (company: Company) =>
  and(eq(deviceCalibrations.scope, company.scope), eq(deviceCalibrations.ownerId, company.ownerId));

const ofDevice = (company: Company, deviceLabel: string) =>
  and(ofCompany(company), eq(deviceCalibrations.deviceLabel, deviceLabel));

/** Device calibrations: one current row per company and device, the older ones kept. */
export function createCalibrationsRepository(db: Db) {
  return {
    /** A company's calibrations, newest first, with the name of who made each. */
    async listByCompany(company: Company): Promise<CalibrationWithAuthor[]> {
      return db
        .select({ row: deviceCalibrations, createdByName: users.fullName })
        .from(deviceCalibrations)
        .leftJoin(users, eq(users.id, deviceCalibrations.createdBy))
        .where(ofCompany(company))
        .orderBy(desc(deviceCalibrations.createdAt), desc(deviceCalibrations.id))
        .then((rows) => rows.map(({ row, createdByName }) => ({ ...row, createdByName })));
    },
    async findById(id: number): Promise<CalibrationRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceCalibrations)
        .where(eq(deviceCalibrations.id, id))
        .limit(1);
      return row;
    },
    /** The device's calibration in force, if any. */
    async current(company: Company, deviceLabel: string): Promise<CalibrationRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceCalibrations)
        .where(and(ofDevice(company, deviceLabel), isNull(deviceCalibrations.supersededAt)))
        .limit(1);
      return row;
    },
    async nextVersion(company: Company, deviceLabel: string): Promise<number> {
      const [row] = await db
        .select({ last: max(deviceCalibrations.version) })
        .from(deviceCalibrations)
        .where(ofDevice(company, deviceLabel));
      return (row?.last ?? 0) + 1;
    },
    /** Ends the device's current calibration (a newer one replaces it, or it is retired). */
    async supersede(company: Company, deviceLabel: string, at: Date): Promise<void> {
      await db
        .update(deviceCalibrations)
        .set({ supersededAt: at })
        .where(and(ofDevice(company, deviceLabel), isNull(deviceCalibrations.supersededAt)));
    },
    async retire(id: number, at: Date): Promise<void> {
      await db
        .update(deviceCalibrations)
        .set({ supersededAt: at })
        .where(and(eq(deviceCalibrations.id, id), isNull(deviceCalibrations.supersededAt)));
    },
    async insert(values: NewCalibrationRow): Promise<CalibrationRow> {
      const [row] = await db.insert(deviceCalibrations).values(values).returning();
      return row!;
    },
  };
}
