import {
  REPORT_LINK_TTL_DAYS,
  reportPagePath,
  type CreatedReportLink,
  type ReportLink,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { tokenDigest } from '../../infra/tokens';
import { canShareCustomerReport, requireCanShareReports, type Actor } from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { CustomerAccess } from '../customers/customer-access';
import { createdShareLink, newShareLink, shareLinkView } from './share-links';

export interface ReportLinksDeps {
  access: CustomerAccess;
  records: Pick<Repositories['records'], 'findById'>;
  consents: Pick<Repositories['customers'], 'hasConsent'>;
  reportLinks: Pick<Repositories['reportLinks'], 'listByCustomer' | 'findById' | 'findByTokenHash'>;
  transact: Transact;
  now: () => Date;
  /** PUBLIC_URL: the origin links are built on; undefined when unset (issue 29 #6). */
  publicUrl: string | undefined;
}

/** Staff's side of the customer's report: create, list and revoke a visit's share links. */
export function createReportLinksService(deps: ReportLinksDeps) {
  // 403 without the right to share (issue 29 #2), then 404 for a customer out of sight.
  const loadShareable = (actor: Actor, customerId: number) => {
    requireCanShareReports(actor);
    return deps.access.load(actor, customerId, canShareCustomerReport);
  };

  return {
    /**
     * A new link to one finished visit of the customer, valid 30 days. Needs her consent on
     * record: the link puts her photos and results outside the salon's screens.
     */
    async create(
      actor: Actor,
      customerId: number,
      recordId: number,
      context: RequestContext,
    ): Promise<CreatedReportLink> {
      await loadShareable(actor, customerId);
      const record = await deps.records.findById(recordId);
      if (!record || record.customerId !== customerId) throw new AppError('NOT_FOUND');
      if (!record.completedAt) throw new AppError('REPORT_NOT_A_VISIT');
      if (!(await deps.consents.hasConsent(customerId)))
        throw new AppError('REPORT_CONSENT_REQUIRED');
      const { token, tokenHash, expiresAt } = newShareLink(deps.now(), REPORT_LINK_TTL_DAYS);
      const link = await deps.transact(async (repos) => {
        const row = await repos.reportLinks.insert({
          tokenHash,
          customerId,
          recordId,
          createdBy: actor.id,
          expiresAt,
        });
        await repos.audit.record({
          action: 'report_link.created',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'record', id: recordId },
          details: { linkId: row.id },
        });
        return row;
      });
      return createdShareLink(
        { id: link.id, token, expiresAt },
        reportPagePath(token),
        deps.publicUrl,
      );
    },

    async list(actor: Actor, customerId: number): Promise<ReportLink[]> {
      await loadShareable(actor, customerId);
      const now = deps.now();
      return (await deps.reportLinks.listByCustomer(customerId)).map(
        ({ link, recordDate, creator }) => ({
          ...shareLinkView(link, creator, now),
          recordId: link.recordId,
          recordDate: recordDate.toISOString(),
        }),
      );
    },

    /**
     * Revokes a link, named by its token or its id; it answers 404 from now on. A colleague's
     * link too: the audit row names the revoker (actor) and the link's creator (issue 29 #2).
     */
    async revoke(actor: Actor, ref: number | string, context: RequestContext): Promise<void> {
      requireCanShareReports(actor);
      const link =
        typeof ref === 'number'
          ? await deps.reportLinks.findById(ref)
          : await deps.reportLinks.findByTokenHash(tokenDigest(ref));
      if (!link) throw new AppError('NOT_FOUND');
      await loadShareable(actor, link.customerId);
      if (link.revokedAt) return;
      await deps.transact(async (repos) => {
        await repos.reportLinks.revoke(link.id, deps.now());
        await repos.audit.record({
          action: 'report_link.revoked',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'record', id: link.recordId },
          details: { linkId: link.id, createdBy: link.createdBy },
        });
      });
    },
  };
}

export type ReportLinksService = ReturnType<typeof createReportLinksService>;
