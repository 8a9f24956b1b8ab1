import type { FastifyInstance } from 'fastify';
import {
  CaseIdParamsSchema,
  CaseListQuerySchema,
  SaveCaseRequestSchema,
} from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import type { CasesService } from './cases.service';

export function casesRoutes(service: CasesService) {
  return async (app: FastifyInstance) => {
    const caseId = (params: unknown) => parseInput(CaseIdParamsSchema, params).exampleId;

    app.get('/api/customer/case', async (request) =>
      ok(await service.list(requireActor(request), parseInput(CaseListQuerySchema, request.query))),
    );

    app.get('/api/customer/case/:exampleId', async (request) =>
      ok(await service.get(requireActor(request), caseId(request.params))),
    );

    app.post('/api/customer/case', async (request) =>
      ok(
        await service.save(
          requireActor(request),
          parseInput(SaveCaseRequestSchema, request.body),
          contextOf(request),
        ),
      ),
    );

    app.delete('/api/customer/case/:exampleId/remove', async (request) => {
      await service.remove(requireActor(request), caseId(request.params), contextOf(request));
      return ok(null);
    });
  };
}
