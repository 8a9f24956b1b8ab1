import type { FastifyInstance } from 'fastify';
import {
  CustomerIdParamsSchema,
  DetectItemSchema,
  DetectQuerySchema,
  EvaluationSchema,
  FaceSearchQuerySchema,
  HistoryQuerySchema,
  RecordIdParamsSchema,
  RecordListQuerySchema,
  SaveRecordRequestSchema,
} from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import { SaveFullRecordRequestSchema } from '@skinscope/domain';
import type { RecordsQueryService } from './records-query.service';
import type { RecordsService } from './records.service';

export function recordsRoutes(service: RecordsService, query: RecordsQueryService) {
  return async (app: FastifyInstance) => {
    const recordId = (params: unknown) => parseInput(RecordIdParamsSchema, params).recordId;

    app.get('/server/analysis_key', async (request) => {
      const history = parseInput(HistoryQuerySchema, request.query);
      return ok({ historyRecordList: await query.history(requireActor(request), history) });
    });

    app.get('/api/customer/record', async (request) => {
      const { recCustomerId } = parseInput(RecordListQuerySchema, request.query);
      return ok(await query.list(requireActor(request), recCustomerId));
    });

    app.post('/api/customer/record', async (request) => {
      const body = parseInput(SaveRecordRequestSchema, request.body);
      return ok(await service.save(requireActor(request), body, contextOf(request)));
    });

    app.post('/api/customer/record/full', async (request) => {
      const body = parseInput(SaveFullRecordRequestSchema, request.body);
      return ok(await service.saveFull(requireActor(request), body, contextOf(request)));
    });

    app.get('/api/customer/record/full/face', async (request) =>
      ok(
        await query.faceSearch(
          requireActor(request),
          parseInput(FaceSearchQuerySchema, request.query),
        ),
      ),
    );

    app.get('/api/customer/record/:recordId', async (request) =>
      ok(await query.get(requireActor(request), recordId(request.params))),
    );

    app.get('/api/customer/:recordId/detail', async (request) =>
      ok(await query.detail(requireActor(request), recordId(request.params))),
    );

    app.put('/api/customer/:recordId/detect', async (request) => {
      const { position } = parseInput(DetectQuerySchema, request.query);
      const item = parseInput(DetectItemSchema, request.body);
      return ok(
        await service.setDetect(requireActor(request), recordId(request.params), position, item),
      );
    });

    app.put('/api/customer/:customerId/evaluation', async (request) => {
      const { customerId } = parseInput(CustomerIdParamsSchema, request.params);
      await service.evaluate(
        requireActor(request),
        customerId,
        parseInput(EvaluationSchema, request.body),
      );
      return ok(null);
    });
  };
}
