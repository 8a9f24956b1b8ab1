import type { StaffDataRequest } from '@skinscope/contracts';
import { chinaDateOf } from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  canCancelDataRequest,
  canCarryOutDataRequest,
  canSeeCustomerDataRequests,
  dataRequestsListedFor,
  requireCanCarryOutDataRequests,
  type Actor,
} from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { DataRequestRow } from '../../repositories/data-requests.repository';
import type { CustomerAccess } from '../customers/customer-access';
import type { PrivacyService } from '../privacy/privacy.service';
import { staffNameOf } from '../users/user-view';
import { dataRequestView } from './my-data-view';

export interface DataRequestsDeps {
  access: CustomerAccess;
  dataRequests: Pick<
    Repositories['dataRequests'],
    'findById' | 'listForStaffOfCustomer' | 'listOpen'
  >;
  privacy: Pick<PrivacyService, 'export' | 'erase' | 'erasePhotos'>;
  transact: Transact;
  now: () => Date;
}

/** An open request: its customer is there (an erasure of everything closes it). */
type OpenRequest = DataRequestRow & { customerId: number };

type StaffRow = Awaited<ReturnType<Repositories['dataRequests']['listOpen']>>[number];

/**
 * Issue 34 #1, staff's side of her requests: listed on the counter of her store and on her page,
 * carried out with the existing export and erasure (privacy.service.ts), or withdrawn with a
 * reason. Carrying out closes the request (handled_at, handled_by) and audits it.
 */
export function createDataRequestsService(deps: DataRequestsDeps) {
  function staffView({ request, customerName, storeName, handler }: StaffRow): StaffDataRequest {
    return {
      ...dataRequestView(request),
      customerId: request.customerId,
      customerName,
      storeName,
      handledBy: handler?.mobile ? staffNameOf({ ...handler, mobile: handler.mobile }) : null,
      overdue: request.status === 'open' && request.dueOn < chinaDateOf(deps.now()),
    };
  }

  /** The open request, if the actor's company's; 404 otherwise, 409 once it is closed. */
  async function loadOpen(
    actor: Actor,
    requestId: number,
    rule: (actor: Actor, request: DataRequestRow) => boolean,
  ): Promise<OpenRequest> {
    const request = await deps.dataRequests.findById(requestId);
    if (!request || !rule(actor, request)) throw new AppError('NOT_FOUND');
    if (request.status !== 'open' || request.customerId === null)
      throw new AppError('DATA_REQUEST_CLOSED');
    return { ...request, customerId: request.customerId };
  }

  async function close(
    actor: Actor,
    request: OpenRequest,
    change: { status: 'done' | 'cancelled'; note?: string },
    context: RequestContext,
  ): Promise<void> {
    await deps.transact(async ({ dataRequests, audit }) => {
      const closed = await dataRequests.close(request.id, {
        ...change,
        at: deps.now(),
        by: actor.id,
      });
      if (!closed) throw new AppError('DATA_REQUEST_CLOSED');
      await audit.record({
        action: change.status === 'done' ? 'data_request.done' : 'data_request.cancelled',
        actorId: actor.id,
        ip: context.ip,
        // Her id, which an erasure of everything has just made a name of nobody's.
        target: { type: 'customer', id: request.customerId },
        details: { requestId: request.id, kind: request.kind },
      });
    });
  }

  /** For carrying out: the right first (403 with why), then the request (404 if not hers). */
  async function loadToCarryOut(actor: Actor, requestId: number) {
    requireCanCarryOutDataRequests(actor);
    return loadOpen(actor, requestId, canCarryOutDataRequest);
  }

  return {
    /** Open requests of the actor's company (and store, if bound), the earliest due first. */
    async listOpen(actor: Actor): Promise<StaffDataRequest[]> {
      const { company, storeId } = dataRequestsListedFor(actor);
      return (await deps.dataRequests.listOpen(company, storeId)).map(staffView);
    },

    async listOfCustomer(actor: Actor, customerId: number): Promise<StaffDataRequest[]> {
      await deps.access.load(actor, customerId, canSeeCustomerDataRequests);
      return (await deps.dataRequests.listForStaffOfCustomer(customerId)).map(staffView);
    },

    /** An export request: her zip, for staff to hand over; the request is done. */
    async export(actor: Actor, requestId: number, context: RequestContext): Promise<Uint8Array> {
      const request = await loadToCarryOut(actor, requestId);
      if (request.kind !== 'export') throw new AppError('DATA_REQUEST_OTHER_KIND');
      const zip = await deps.privacy.export(actor, request.customerId, context, true);
      await close(actor, request, { status: 'done' }, context);
      return zip;
    },

    /**
     * An erasure request: her photos and analyses (she and her visits stay), or everything about
     * her. The request row survives the latter with her id cleared (schema `data_requests`).
     */
    async erase(actor: Actor, requestId: number, context: RequestContext): Promise<void> {
      const request = await loadToCarryOut(actor, requestId);
      const { customerId } = request;
      if (request.kind === 'erase_photos')
        await deps.privacy.erasePhotos(actor, customerId, context, true);
      else if (request.kind === 'erase_all')
        await deps.privacy.erase(actor, customerId, context, true);
      else throw new AppError('DATA_REQUEST_OTHER_KIND');
      await close(actor, request, { status: 'done' }, context);
    },

    async cancel(
      actor: Actor,
      requestId: number,
      note: string,
      context: RequestContext,
    ): Promise<void> {
      const request = await loadOpen(actor, requestId, canCancelDataRequest);
      await close(actor, request, { status: 'cancelled', note }, context);
    },
  };
}

export type DataRequestsService = ReturnType<typeof createDataRequestsService>;
