import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { PublicReportService } from './public-report.service';
import type { ReportLinksService } from './report-links.service';

/** Issue 19 #3: staff manage a visit's share links; the public report opens through one. */
export function reportLinksRoutes(links: ReportLinksService, reports: PublicReportService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.createReportLink, async ({ params, body, actor, context }) =>
      links.create(actor, params.customerId, body.recordId, context),
    );

    serve(app, apiRoutes.reportLinks, async ({ params, actor }) =>
      links.list(actor, params.customerId),
    );

    serve(app, apiRoutes.revokeReportLink, async ({ params, actor, context }) => {
      await links.revoke(actor, params.token, context);
      return null;
    });

    serve(app, apiRoutes.publicReport, async ({ params, context }) =>
      reports.view(params.token, context),
    );

    serve(app, apiRoutes.publicReportImage, async ({ params, query, reply, context }) => {
      const data = await reports.image(params.token, params.n, query.w, context);
      // Issue 29 #3: kept by no cache, not even the phone's, so that 撤销 also ends what the
      // customer's browser had loaded.
      return reply.type('image/jpeg').header('Cache-Control', 'no-store').send(data);
    });
  };
}
