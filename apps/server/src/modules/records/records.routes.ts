import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { SaveDraftRecordRequestSchema, SaveFullRecordRequestSchema } from '@skinscope/domain';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
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
    serve(app, apiRoutes.history, async ({ query: history, request }) => ({
      historyRecordList: await query.history(requireActor(request), history),
    }));

    serve(app, apiRoutes.listRecords, ({ query: { recCustomerId }, request }) =>
      query.list(requireActor(request), recCustomerId),
    );

    serve(app, apiRoutes.saveRecord, ({ body, request }) =>
      photos.save(
        requireActor(request),
        parseInput(SaveDraftRecordRequestSchema, body),
        contextOf(request),
      ),
    );

    serve(app, apiRoutes.recordDrafts, ({ params, request }) =>
      query.drafts(requireActor(request), params.customerId),
    );

    serve(app, apiRoutes.discardDraft, async ({ params, request }) => {
      await close.discardDraft(requireActor(request), params.recordId, contextOf(request));
      return null;
    });

    // The table has the wire shape; the domain narrows the answers to its catalogue's keys.
    serve(app, apiRoutes.saveFullRecord, ({ body, request }) =>
      close.saveFull(
        requireActor(request),
        parseInput(SaveFullRecordRequestSchema, body),
        contextOf(request),
      ),
    );

    serve(app, apiRoutes.faceSearch, ({ query: search, request }) =>
      query.faceSearch(requireActor(request), search),
    );

    serve(app, apiRoutes.record, ({ params, request }) =>
      query.get(requireActor(request), params.recordId),
    );

    serve(app, apiRoutes.recordDetail, ({ params, request }) =>
      query.detail(requireActor(request), params.recordId),
    );

    serve(
      app,
      apiRoutes.saveDetect,
      ({ params, query: { position, deviceLabel }, body, request }) =>
        photos.setDetect(requireActor(request), params.recordId, position, body, deviceLabel),
    );

    serve(app, apiRoutes.saveEvaluation, async ({ params, body, request }) => {
      await close.evaluate(requireActor(request), params.customerId, body);
      return null;
    });
  };
}
