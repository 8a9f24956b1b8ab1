import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { SaveDraftRecordRequestSchema, SaveFullRecordRequestSchema } from '@skinscope/domain';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
import { serve } from '../../http/serve';
import { parseInput } from '../../http/validate';
import type { RecordsQueryService } from './records-query.service';
import type { RecordsService } from './records.service';

export function recordsRoutes(service: RecordsService, query: RecordsQueryService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.history, async ({ query: history, request }) => ({
      historyRecordList: await query.history(requireActor(request), history),
    }));

    serve(app, apiRoutes.listRecords, ({ query: { recCustomerId }, request }) =>
      query.list(requireActor(request), recCustomerId),
    );

    serve(app, apiRoutes.saveRecord, ({ body, request }) =>
      service.save(
        requireActor(request),
        parseInput(SaveDraftRecordRequestSchema, body),
        contextOf(request),
      ),
    );

    serve(app, apiRoutes.recordDrafts, ({ params, request }) =>
      query.drafts(requireActor(request), params.customerId),
    );

    serve(app, apiRoutes.discardDraft, async ({ params, request }) => {
      await service.discardDraft(requireActor(request), params.recordId, contextOf(request));
      return null;
    });

    // The table has the wire shape; the domain narrows the answers to its catalogue's keys.
    serve(app, apiRoutes.saveFullRecord, ({ body, request }) =>
      service.saveFull(
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
        service.setDetect(requireActor(request), params.recordId, position, body, deviceLabel),
    );

    serve(app, apiRoutes.saveEvaluation, async ({ params, body, request }) => {
      await service.evaluate(requireActor(request), params.customerId, body);
      return null;
    });
  };
}
