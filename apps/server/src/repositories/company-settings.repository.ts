import { and, eq } from 'drizzle-orm';
import { companySettings, users, type Db } from '@skinscope/db';
import type { Scope } from '@skinscope/contracts';

export type CompanySettingsRow = typeof companySettings.$inferSelect;

interface Company {
  scope: Scope;
  ownerId: number;
}

/** The settings a company may change; each is a column of its one row. */
export type CompanySettingsValues = Partial<
  Pick<CompanySettingsRow, 'doubleCapture' | 'retentionMonths'>
>;

const ofCompany = (company: Company) =>
  and(eq(companySettings.scope, company.scope), eq(companySettings.ownerId, company.ownerId));

/** A company's settings: one row per company, absent until someone changes one. */
export function createCompanySettingsRepository(db: Db) {
  return {
    /** The company's row with who changed it last (null: that account is gone); undefined: defaults. */
    async find(company: Company): Promise<
      | (CompanySettingsRow & {
          updater: { fullName: string | null; mobile: string } | null;
        })
      | undefined
    > {
      const [found] = await db
        .select({ row: companySettings, fullName: users.fullName, mobile: users.mobile })
        .from(companySettings)
        .leftJoin(users, eq(users.id, companySettings.updatedBy))
        .where(ofCompany(company))
        .limit(1);
      if (!found) return undefined;
      const { row, fullName, mobile } = found;
      return { ...row, updater: mobile === null ? null : { fullName, mobile } };
    },
    /** Writes the given settings (the others keep their values, or their defaults on a new row). */
    async save(
      company: Company,
      values: CompanySettingsValues,
      by: { userId: number; at: Date },
    ): Promise<void> {
      const changed = { ...values, updatedBy: by.userId, updatedAt: by.at };
      await db
        .insert(companySettings)
        .values({ ...company, ...changed })
        .onConflictDoUpdate({
          target: [companySettings.scope, companySettings.ownerId],
          set: changed,
        });
    },
  };
}
