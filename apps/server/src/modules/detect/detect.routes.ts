import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { DetectService } from './detect.service';
import type { ReportService } from './report.service';
import type { VisitAnalysisService } from './visit-analysis.service';

export function detectRoutes(
  service: DetectService,
  reports: ReportService,
  visitAnalysis: VisitAnalysisService,
) {
  return async (app: FastifyInstance) => {
    // Spec §7 says "form fields": a classic urlencoded form is accepted as well as JSON.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // …and multipart/form-data (fields only), as a browser's FormData sends them (issue 17 #13).
    await app.register(multipart, { limits: { files: 0, fields: 5, fieldSize: 400, parts: 5 } });

    serve(app, apiRoutes.detect, ({ body, request, actor, context }) =>
      service.detect(actor, body, request.host, context),
    );

    serve(app, apiRoutes.overlay, async ({ params, reply, actor, context }) => {
      const jpeg = await service.overlay(actor, params.filename, context);
      return reply.type('image/jpeg').header('Cache-Control', 'private, max-age=3600').send(jpeg);
    });

    // Both tabs of query/history/{recordId} read the same report (DECISIONS: one shape).
    for (const route of [apiRoutes.recordReport, apiRoutes.analysisReport]) {
      serve(app, route, async ({ query, actor }) => ({
        reports: [await reports.report(actor, query.recMainId)],
      }));
    }

    // Issue 19 #5: analyse/expect polls this while the visit's pairs are analysed.
    serve(app, apiRoutes.visitAnalysis, ({ params, actor }) =>
      visitAnalysis.read(actor, params.recordId),
    );
  };
}
