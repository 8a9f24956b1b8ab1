import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DetectRequestSchema, OverlayParamsSchema, ReportQuerySchema } from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { readMultipart } from '../../http/multipart';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import type { DetectService } from './detect.service';
import type { ReportService } from './report.service';

export function detectRoutes(service: DetectService, reports: ReportService) {
  return async (app: FastifyInstance) => {
    // Spec §7 says "form fields": a classic urlencoded form is accepted as well as JSON.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // …and multipart/form-data (fields only), as a browser's FormData sends them (issue 17 #13).
    await app.register(multipart, { limits: { files: 0, fields: 4, fieldSize: 400, parts: 4 } });

    app.post('/api/picture/detect', async (request) => {
      const form = request.isMultipart() ? (await readMultipart(request)).fields : request.body;
      const body = parseInput(DetectRequestSchema, form ?? {});
      return ok(
        await service.detect(requireActor(request), body, request.host, contextOf(request)),
      );
    });

    app.get('/fileSvr/get/:filename', { config: { cookieAuth: true } }, async (request, reply) => {
      const { filename } = parseInput(OverlayParamsSchema, request.params);
      const jpeg = await service.overlay(requireActor(request), filename, contextOf(request));
      return reply.type('image/jpeg').header('Cache-Control', 'private, max-age=3600').send(jpeg);
    });

    // Both tabs of query/history/{recordId} read the same report (DECISIONS: one shape).
    for (const path of ['/server/skinRecs', '/server/analysis']) {
      app.get(path, async (request) => {
        const { recMainId } = parseInput(ReportQuerySchema, request.query);
        return ok({ reports: [await reports.report(requireActor(request), recMainId)] });
      });
    }
  };
}
