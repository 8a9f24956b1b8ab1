import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { sendDownload } from '../../http/download';
import { serve } from '../../http/serve';
import type { DataLinksService } from './data-links.service';
import type { DataRequestsService } from './data-requests.service';
import type { MyDataService } from './my-data.service';

/** Issue 34 #1: 我的数据 — her links, her page and requests, and staff's handling of them. */
export function dataRequestsRoutes(
  links: DataLinksService,
  requests: DataRequestsService,
  myData: MyDataService,
) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.createDataLink, async ({ params, actor, context }) =>
      links.create(actor, params.customerId, context),
    );
    serve(app, apiRoutes.dataLinks, async ({ params, actor }) =>
      links.list(actor, params.customerId),
    );
    serve(app, apiRoutes.revokeDataLink, async ({ params, actor, context }) => {
      await links.revoke(actor, params.customerId, params.linkId, context);
      return null;
    });

    serve(app, apiRoutes.customerDataRequests, async ({ params, actor }) =>
      requests.listOfCustomer(actor, params.customerId),
    );
    serve(app, apiRoutes.openDataRequests, async ({ actor }) => requests.listOpen(actor));
    serve(app, apiRoutes.exportDataRequest, async ({ params, reply, actor, context }) => {
      const zip = await requests.export(actor, params.requestId, context);
      return sendDownload(reply, {
        type: 'application/zip',
        name: `request-${params.requestId}.zip`,
        body: zip,
      });
    });
    serve(app, apiRoutes.eraseDataRequest, async ({ params, actor, context }) => {
      await requests.erase(actor, params.requestId, context);
      return null;
    });
    serve(app, apiRoutes.cancelDataRequest, async ({ params, body, actor, context }) => {
      await requests.cancel(actor, params.requestId, body.note, context);
      return null;
    });

    serve(app, apiRoutes.myData, async ({ params, context }) => myData.view(params.token, context));
    serve(app, apiRoutes.createMyDataRequest, async ({ params, body, context }) =>
      myData.request(params.token, body.kind, context),
    );
  };
}
