import {
  DATA_REQUEST_DUE_WORKING_DAYS,
  type DataRequest,
  type DataRequestKind,
  type MyData,
} from '@skinscope/contracts';
import { addWorkingDays, chinaDateOf } from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { Repositories } from '../../repositories';
import { publicLinkGate, type PublicLinkDeps } from '../report-links/share-links';
import { dataRequestView, myDataOf } from './my-data-view';

export interface MyDataDeps extends PublicLinkDeps {
  dataLinks: Pick<Repositories['dataLinks'], 'findByTokenHash' | 'countView'>;
  reportLinks: Pick<Repositories['reportLinks'], 'findByTokenHash' | 'countView'>;
  customers: Pick<Repositories['customers'], 'findById'>;
  stores: Pick<Repositories['stores'], 'findById'>;
  records: Pick<Repositories['records'], 'listByCustomer'>;
  privacy: Pick<Repositories['privacy'], 'consentsOf' | 'detectionsOf'>;
  myData: Repositories['myData'];
  dataRequests: Pick<Repositories['dataRequests'], 'listOfCustomer'>;
}

/**
 * Issue 34 #1: 我的数据, anyone's side — the holder of a live data link, or of one of her report
 * links (the report page leads here), sees what is stored about her and asks for a copy or an
 * erasure. The rules of every share link apply (report-links/share-links.ts): the one allowance
 * per address, the same 404 for a bad, revoked or expired token, openings audited hourly.
 */
export function createMyDataService(deps: MyDataDeps) {
  const gate = publicLinkGate(deps);

  /** Her data link, or her report link: both name her, both open this page. */
  async function openLink(token: string) {
    const link = await gate.open(token, async (hash) => {
      const data = await deps.dataLinks.findByTokenHash(hash);
      if (data) return { ...data, via: 'data' as const };
      const report = await deps.reportLinks.findByTokenHash(hash);
      return report && { ...report, via: 'report' as const };
    });
    const customer = await deps.customers.findById(link.customerId);
    if (!customer) throw new AppError('REPORT_LINK_INVALID');
    // The audit names which link it was, by a key of its own per table (ids may coincide).
    const linkKey = link.via === 'data' ? 'linkId' : 'reportLinkId';
    return { link, customer, linkKey };
  }

  return {
    async view(token: string, context: RequestContext): Promise<MyData> {
      await gate.countRequest(context);
      const { link, customer, linkKey } = await openLink(token);
      const [store, visits, analyses, consents, photoViews, requests] = await Promise.all([
        customer.storeId === null ? undefined : deps.stores.findById(customer.storeId),
        deps.records.listByCustomer(customer.id),
        deps.privacy.detectionsOf(customer.id),
        deps.privacy.consentsOf(customer.id),
        deps.myData.photoViewsOf(customer.id),
        deps.dataRequests.listOfCustomer(customer.id),
      ]);
      const page = myDataOf({
        customer,
        storeName: store?.name ?? null,
        visits,
        analyses,
        consents,
        photoViews,
        requests,
        expiresAt: link.expiresAt,
      });
      await gate.recordView(
        link.via === 'data' ? deps.dataLinks.countView : deps.reportLinks.countView,
        {
          action: 'data_link.viewed',
          linkId: link.id,
          target: { type: 'customer', id: customer.id },
          linkKey,
        },
        context,
      );
      return page;
    },

    /**
     * Records her request, due in 15 working days. One open request per kind: asking again
     * while one is open answers 409 (the page shows the open one instead of the button).
     */
    async request(
      token: string,
      kind: DataRequestKind,
      context: RequestContext,
    ): Promise<DataRequest> {
      await gate.countRequest(context);
      const { link, customer, linkKey } = await openLink(token);
      const now = deps.now();
      const row = await deps.transact(async ({ dataRequests, audit }) => {
        await dataRequests.lockKind(customer.id, kind);
        if (await dataRequests.findOpen(customer.id, kind)) throw new AppError('DATA_REQUEST_OPEN');
        const created = await dataRequests.insert({
          customerId: customer.id,
          scope: customer.scope,
          ownerId: customer.ownerId,
          storeId: customer.storeId,
          kind,
          requestedAt: now,
          dueOn: addWorkingDays(chinaDateOf(now), DATA_REQUEST_DUE_WORKING_DAYS),
        });
        await audit.record({
          action: 'data_request.created',
          actorId: null,
          ip: context.ip,
          target: { type: 'customer', id: customer.id },
          details: { requestId: created.id, kind, [linkKey]: link.id },
        });
        return created;
      });
      return dataRequestView(row);
    },
  };
}

export type MyDataService = ReturnType<typeof createMyDataService>;
