import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { SaveDraftRecordRequestSchema, SaveFullRecordRequestSchema } from '@skinscope/domain';
import { serve } from '../../http/serve';
import { parseInput } from '../../http/validate';
import type { RecordsQueryService } from './records-query.service';
import type { VisitCloseService } from './visit-close.service';
import type { VisitPhotosService } from './visit-photos.service';

/** A visit's records: read (`query`), photographed (`photos`) and ended (`close`). */
export function recordsRoutes({
  query,
  photos,
  close,
}: {
  query: RecordsQueryService;
  photos: VisitPhotosService;
  close: VisitCloseService;
}) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.history, async ({ query: history, actor }) => ({
      historyRecordList: await query.history(actor, history),
    }));

    serve(app, apiRoutes.listRecords, ({ query: { recCustomerId }, actor }) =>
      query.list(actor, recCustomerId),
    );

    serve(app, apiRoutes.saveRecord, ({ body, actor, context }) =>
      photos.save(actor, parseInput(SaveDraftRecordRequestSchema, body), context),
    );

    serve(app, apiRoutes.recordDrafts, ({ params, actor }) =>
      query.drafts(actor, params.customerId),
    );

    serve(app, apiRoutes.discardDraft, async ({ params, actor, context }) => {
      await close.discardDraft(actor, params.recordId, context);
      return null;
    });

    // The table has the wire shape; the domain narrows the answers to its catalogue's keys.
    serve(app, apiRoutes.saveFullRecord, ({ body, actor, context }) =>
      close.saveFull(actor, parseInput(SaveFullRecordRequestSchema, body), context),
    );

    serve(app, apiRoutes.faceSearch, ({ query: search, actor }) => query.faceSearch(actor, search));

    serve(app, apiRoutes.record, ({ params, actor }) => query.get(actor, params.recordId));

    serve(app, apiRoutes.recordDetail, ({ params, actor }) => query.detail(actor, params.recordId));

    serve(app, apiRoutes.saveDetect, ({ params, query: { position, deviceLabel }, body, actor }) =>
      photos.setDetect(actor, params.recordId, position, body, deviceLabel),
    );

    serve(app, apiRoutes.saveEvaluation, async ({ params, body, actor }) => {
      await close.evaluate(actor, params.customerId, body);
      return null;
    });
  };
}
