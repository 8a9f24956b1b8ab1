import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { ImpactAssessmentService } from './impact-assessment.service';

export function impactAssessmentRoutes(service: ImpactAssessmentService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.impactAssessmentFacts, ({ actor, query }) =>
      service.facts(actor, query.companyId),
    );
    serve(app, apiRoutes.listImpactAssessments, ({ actor, query }) =>
      service.list(actor, query.companyId),
    );
    serve(app, apiRoutes.saveImpactAssessment, ({ actor, body, context }) =>
      service.save(actor, body, context),
    );
    serve(app, apiRoutes.impactAssessment, ({ actor, params }) =>
      service.find(actor, params.assessmentId),
    );
  };
}
