import {
  DATA_LINK_TTL_DAYS,
  dataPagePath,
  type CreatedReportLink,
  type ShareLink,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import { canSendDataLink, requireCanShareReports, type Actor } from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { CustomerAccess } from '../customers/customer-access';
import { createdShareLink, newShareLink, shareLinkView } from '../report-links/share-links';

export interface DataLinksDeps {
  access: CustomerAccess;
  dataLinks: Pick<Repositories['dataLinks'], 'listByCustomer' | 'find'>;
  transact: Transact;
  now: () => Date;
  /** PUBLIC_URL: the origin links are built on; undefined when unset (issue 29 #6). */
  publicUrl: string | undefined;
}

/**
 * Issue 34 #1: staff send a customer the link to 我的数据 on its own, beside her report links,
 * made, listed and revoked by the rules of every share link. No consent is needed: seeing what
 * is stored about her is her right whether or not she agreed to photos.
 */
export function createDataLinksService(deps: DataLinksDeps) {
  // 403 without the right to share, then 404 for a customer out of sight (as report links).
  const loadSendable = (actor: Actor, customerId: number) => {
    requireCanShareReports(actor);
    return deps.access.load(actor, customerId, canSendDataLink);
  };

  return {
    async create(
      actor: Actor,
      customerId: number,
      context: RequestContext,
    ): Promise<CreatedReportLink> {
      await loadSendable(actor, customerId);
      const { token, tokenHash, expiresAt } = newShareLink(deps.now(), DATA_LINK_TTL_DAYS);
      const link = await deps.transact(async ({ dataLinks, audit }) => {
        const row = await dataLinks.insert({
          tokenHash,
          customerId,
          createdBy: actor.id,
          expiresAt,
        });
        await audit.record({
          action: 'data_link.created',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: customerId },
          details: { linkId: row.id },
        });
        return row;
      });
      return createdShareLink(
        { id: link.id, token, expiresAt },
        dataPagePath(token),
        deps.publicUrl,
      );
    },

    async list(actor: Actor, customerId: number): Promise<ShareLink[]> {
      await loadSendable(actor, customerId);
      const now = deps.now();
      return (await deps.dataLinks.listByCustomer(customerId)).map(({ link, creator }) =>
        shareLinkView(link, creator, now),
      );
    },

    /** Revokes one of her links, a colleague's too; from now on it answers 404. Idempotent. */
    async revoke(
      actor: Actor,
      customerId: number,
      linkId: number,
      context: RequestContext,
    ): Promise<void> {
      await loadSendable(actor, customerId);
      const link = await deps.dataLinks.find(customerId, linkId);
      if (!link) throw new AppError('NOT_FOUND');
      if (link.revokedAt) return;
      await deps.transact(async ({ dataLinks, audit }) => {
        await dataLinks.revoke(link.id, deps.now());
        await audit.record({
          action: 'data_link.revoked',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: customerId },
          details: { linkId: link.id, createdBy: link.createdBy },
        });
      });
    },
  };
}

export type DataLinksService = ReturnType<typeof createDataLinksService>;
