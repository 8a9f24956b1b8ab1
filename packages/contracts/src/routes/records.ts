import { z } from 'zod';
import {
  CaseIdParamsSchema,
  CaseListQuerySchema,
  CaseSchema,
  SaveCaseRequestSchema,
} from '../cases';
import { CustomerIdParamsSchema } from '../customers';
import { IdSchema } from '../fields';
import {
  DetectItemSchema,
  DetectQuerySchema,
  EvaluationQuerySchema,
  EvaluationSchema,
  FaceSearchQuerySchema,
  FaceSearchResultSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  RecordDetailSchema,
  RecordDraftSchema,
  RecordIdParamsSchema,
  RecordListQuerySchema,
  RecordSchema,
  SaveDetectRequestSchema,
  SaveFullRecordBodySchema,
  SaveRecordRequestSchema,
} from '../records';
import { defineRoute } from './define';

/** A saved record answers its id. */
const RecordIdSchema = z.number().int().positive();

/** Consultation records, the history and face searches, and excellent cases. */
export const recordRoutes = {
  history: defineRoute({
    method: 'GET',
    path: '/server/analysis_key',
    query: HistoryQuerySchema,
    response: HistoryResponseSchema,
  }),
  listRecords: defineRoute({
    method: 'GET',
    path: '/api/customer/record',
    query: RecordListQuerySchema,
    response: z.array(RecordSchema),
    customerMode: true,
  }),
  saveRecord: defineRoute({
    method: 'POST',
    path: '/api/customer/record',
    body: SaveRecordRequestSchema,
    response: RecordIdSchema,
    customerMode: true,
  }),
  saveFullRecord: defineRoute({
    method: 'POST',
    path: '/api/customer/record/full',
    body: SaveFullRecordBodySchema,
    response: RecordIdSchema,
    customerMode: true,
  }),
  recordDrafts: defineRoute({
    method: 'GET',
    path: '/api/customer/:customerId/drafts',
    params: CustomerIdParamsSchema,
    response: z.array(RecordDraftSchema),
  }),
  discardDraft: defineRoute({
    method: 'DELETE',
    path: '/api/customer/record/:recordId/draft',
    params: RecordIdParamsSchema,
    response: z.null(),
  }),
  faceSearch: defineRoute({
    method: 'GET',
    path: '/api/customer/record/full/face',
    query: FaceSearchQuerySchema,
    response: z.array(FaceSearchResultSchema),
  }),
  record: defineRoute({
    method: 'GET',
    path: '/api/customer/record/:recordId',
    params: RecordIdParamsSchema,
    response: RecordSchema,
    customerMode: true,
  }),
  recordDetail: defineRoute({
    method: 'GET',
    path: '/api/customer/:recordId/detail',
    params: RecordIdParamsSchema,
    response: RecordDetailSchema,
    customerMode: true,
  }),
  saveDetect: defineRoute({
    method: 'PUT',
    path: '/api/customer/:recordId/detect',
    params: RecordIdParamsSchema,
    query: DetectQuerySchema,
    body: SaveDetectRequestSchema,
    response: z.array(DetectItemSchema),
    customerMode: true,
  }),
  saveEvaluation: defineRoute({
    method: 'PUT',
    path: '/api/customer/:customerId/evaluation',
    params: CustomerIdParamsSchema,
    query: EvaluationQuerySchema,
    body: EvaluationSchema,
    response: z.null(),
    customerMode: true,
  }),

  listCases: defineRoute({
    method: 'GET',
    path: '/api/customer/case',
    query: CaseListQuerySchema,
    response: z.array(CaseSchema),
  }),
  case: defineRoute({
    method: 'GET',
    path: '/api/customer/case/:exampleId',
    params: CaseIdParamsSchema,
    response: CaseSchema,
  }),
  saveCase: defineRoute({
    method: 'POST',
    path: '/api/customer/case',
    body: SaveCaseRequestSchema,
    response: CaseSchema,
  }),
  removeCase: defineRoute({
    method: 'DELETE',
    path: '/api/customer/case/:exampleId/remove',
    params: CaseIdParamsSchema,
    // Spec §7 names the caller; the server goes by the signed-in account instead.
    query: z.object({ userId: IdSchema.optional() }),
    response: z.null(),
  }),
};
