import {
  RETENTION_MONTHS_DEFAULT,
  type CompanySettings,
  type CompanySettingsUpdate,
} from '@skinscope/contracts';
import type { RequestContext } from '../../http/request-context';
import {
  canChangeCompanySettings,
  canManageRetention,
  requireAllowed,
  settingsCompanyOf,
  type Actor,
} from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import { staffNameOf } from '../users/user-view';

export interface CompanySettingsDeps {
  companySettings: Pick<Repositories['companySettings'], 'find'>;
  transact: Transact;
  now: () => Date;
}

/** A company's settings as the API shows them; defaults while it has changed none. */
async function read(deps: CompanySettingsDeps, actor: Actor): Promise<CompanySettings> {
  const row = await deps.companySettings.find(settingsCompanyOf(actor));
  return {
    doubleCapture: row?.doubleCapture ?? false,
    retentionMonths: row?.retentionMonths ?? RETENTION_MONTHS_DEFAULT,
    updatedByName: row?.updater ? staffNameOf(row.updater) : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Issue 32 #4: the settings of the caller's company (DECISIONS "Two captures averaged"). */
export function createCompanySettingsService(deps: CompanySettingsDeps) {
  return {
    get: (actor: Actor): Promise<CompanySettings> => read(deps, actor),

    async update(
      actor: Actor,
      changes: CompanySettingsUpdate,
      context: RequestContext,
    ): Promise<CompanySettings> {
      requireAllowed(canChangeCompanySettings(actor));
      // The retention period decides deletions: administrators only (DECISIONS §111).
      if (changes.retentionMonths !== undefined) requireAllowed(canManageRetention(actor));
      const company = settingsCompanyOf(actor);
      await deps.transact(async ({ companySettings, audit }) => {
        const before = await companySettings.find(company);
        await companySettings.save(company, changes, { userId: actor.id, at: deps.now() });
        const { retentionMonths, ...others } = changes;
        await audit.record({
          action: 'company_settings.updated',
          actorId: actor.id,
          ip: context.ip,
          // The company (named by the account heading it, whose id is its owner id), so that
          // its retention screen finds who changed the period last.
          target: { type: 'company', id: company.ownerId },
          details: {
            ...others,
            ...(retentionMonths === undefined
              ? {}
              : {
                  retentionMonths: {
                    from: before?.retentionMonths ?? RETENTION_MONTHS_DEFAULT,
                    to: retentionMonths,
                  },
                }),
          },
        });
      });
      return read(deps, actor);
    },
  };
}

export type CompanySettingsService = ReturnType<typeof createCompanySettingsService>;
