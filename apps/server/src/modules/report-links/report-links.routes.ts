import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
import { serve } from '../../http/serve';
import type { PublicReportService } from './public-report.service';
import type { ReportLinksService } from './report-links.service';

/** Issue 19 #3: staff manage a visit's share links; the public report opens through one. */
export function reportLinksRoutes(links: ReportLinksService, reports: PublicReportService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.createReportLink, async ({ params, body, request }) =>
      links.create(requireActor(request), params.customerId, body.recordId, contextOf(request)),
    );

    serve(app, apiRoutes.reportLinks, async ({ params, request }) =>
      links.list(requireActor(request), params.customerId),
    );

    serve(app, apiRoutes.revokeReportLink, async ({ params, request }) => {
      await links.revoke(requireActor(request), params.token, contextOf(request));
      return null;
    });

    serve(app, apiRoutes.publicReport, async ({ params, request }) =>
      reports.view(params.token, contextOf(request)),
    );

    serve(app, apiRoutes.publicReportImage, async ({ params, query, request, reply }) => {
      const data = await reports.image(params.token, params.n, query.w, contextOf(request));
      // Issue 29 #3: kept by no cache, not even the phone's, so that 撤销 also ends what the
      // customer's browser had loaded.
      return reply.type('image/jpeg').header('Cache-Control', 'no-store').send(data);
    });
  };
}
