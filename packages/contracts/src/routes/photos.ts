import {
  DetectRequestSchema,
  DetectResponseSchema,
  OverlayParamsSchema,
  ReportQuerySchema,
  ReportsResponseSchema,
  SosImagePathParamsSchema,
} from '../detect';
import {
  CaseImagePathParamsSchema,
  ImageDownloadQuerySchema,
  ImagePathParamsSchema,
  ImageUploadFieldsSchema,
} from '../images';
import { RecordIdParamsSchema } from '../records';
import { VisitAnalysisSchema } from '../visit-analysis';
import { defineRoute } from './define';

/** Photos in and out, their detection, marked images and the record's report. */
export const photoRoutes = {
  // Spec §7: multipart `file`, `dir`, `name`; success is the plain text "ok".
  uploadImage: defineRoute({
    method: 'POST',
    path: '/server/imageb64',
    body: ImageUploadFieldsSchema,
    files: ['file'],
    produces: 'text/plain',
    customerMode: true,
  }),
  customerImage: defineRoute({
    method: 'GET',
    path: '/home/imagerec/img/:customerId/:hours/:name',
    params: ImagePathParamsSchema,
    produces: 'image/jpeg',
    auth: 'cookie',
    customerMode: true,
  }),
  caseImage: defineRoute({
    method: 'GET',
    path: '/home/imagerec/case/:tenant/:hours/:name',
    params: CaseImagePathParamsSchema,
    produces: 'image/jpeg',
    auth: 'cookie',
  }),
  sosImage: defineRoute({
    method: 'GET',
    path: '/home/imagerec/sos/:userId/:hours/:name',
    params: SosImagePathParamsSchema,
    produces: 'image/jpeg',
    auth: 'cookie',
  }),
  downloadImage: defineRoute({
    method: 'GET',
    path: '/server/download',
    query: ImageDownloadQuerySchema,
    produces: 'image/jpeg',
    auth: 'cookie',
  }),

  // JSON here; the server also takes the same fields urlencoded or as multipart fields.
  detect: defineRoute({
    method: 'POST',
    path: '/api/picture/detect',
    body: DetectRequestSchema,
    // The envelope's data is the JSON string of spec §3; this schema parses that string.
    response: DetectResponseSchema,
  }),
  overlay: defineRoute({
    method: 'GET',
    path: '/fileSvr/get/:filename',
    params: OverlayParamsSchema,
    produces: 'image/jpeg',
    auth: 'cookie',
    customerMode: true,
  }),
  // Both tabs of query/history/{recordId} read the same report.
  recordReport: defineRoute({
    method: 'GET',
    path: '/server/skinRecs',
    query: ReportQuerySchema,
    response: ReportsResponseSchema,
    customerMode: true,
  }),
  analysisReport: defineRoute({
    method: 'GET',
    path: '/server/analysis',
    query: ReportQuerySchema,
    response: ReportsResponseSchema,
    customerMode: true,
  }),
  // Issue 19 #5: the visit's analysis, part by part, while the consultation goes on.
  visitAnalysis: defineRoute({
    method: 'GET',
    path: '/api/customer/record/:recordId/analysis',
    params: RecordIdParamsSchema,
    response: VisitAnalysisSchema,
    customerMode: true,
  }),
};
