import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { sendDownload } from '../../http/download';
import { serve } from '../../http/serve';
import type { StudiesService } from './studies.service';
import type { StudyLinksService } from './study-links.service';

export function studyRoutes(service: StudiesService, links: StudyLinksService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.listStudyParticipations, ({ query, actor }) =>
      service.participations(actor, query.customerId),
    );
    serve(app, apiRoutes.listStudies, ({ actor }) => service.list(actor));
    serve(app, apiRoutes.createStudy, ({ body, actor, context }) =>
      service.create(actor, body, context),
    );
    serve(app, apiRoutes.getStudy, ({ params, actor }) => service.get(actor, params.id));
    serve(app, apiRoutes.updateStudyProtocol, ({ params, body, actor, context }) =>
      service.updateProtocol(actor, params.id, body, context),
    );
    serve(app, apiRoutes.enrolInStudy, ({ params, body, actor, context }) =>
      service.enrol(actor, params.id, body, context),
    );
    serve(app, apiRoutes.withdrawFromStudy, ({ params, actor, context }) =>
      service.withdraw(actor, params.id, params.enrolmentId, context),
    );
    serve(app, apiRoutes.tagStudyVisit, ({ params, body, actor, context }) =>
      service.tagVisit(actor, params.id, params.enrolmentId, body, context),
    );
    serve(app, apiRoutes.studyAnalysis, ({ params, actor, context }) =>
      service.analysis(actor, params.id, context),
    );
    serve(app, apiRoutes.studyExport, async ({ params, actor, context, reply }) => {
      const csv = await service.exportCsv(actor, params.id, context);
      return sendDownload(reply, {
        type: 'text/csv; charset=utf-8',
        name: `study-${params.id}.csv`,
        body: csv,
      });
    });
    // Issue 33 #6: the sponsor's share links and the aggregate report they open.
    serve(app, apiRoutes.createStudyLink, ({ params, body, actor, context }) =>
      links.create(actor, params.id, body.expiresInDays, context),
    );
    serve(app, apiRoutes.studyLinks, ({ params, actor }) => links.list(actor, params.id));
    serve(app, apiRoutes.revokeStudyLink, async ({ params, actor, context }) => {
      await links.revoke(actor, params.id, params.linkId, context);
      return null;
    });
    serve(app, apiRoutes.publicStudyReport, ({ params, context }) =>
      links.view(params.token, context),
    );
  };
}
