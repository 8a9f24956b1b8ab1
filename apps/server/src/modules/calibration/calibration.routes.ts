import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { apiRoutes, CALIBRATION_FILES, IMAGE_LIMITS } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
import { serve } from '../../http/serve';
import type { CalibrationService } from './calibration.service';

export function calibrationRoutes(service: CalibrationService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fileSize: IMAGE_LIMITS.maxBytes,
        files: CALIBRATION_FILES.length,
        fields: 3,
        fieldSize: 400,
        parts: 6,
      },
    });

    serve(app, apiRoutes.deviceCalibration, ({ query, request }) =>
      service.current(requireActor(request), query.deviceLabel),
    );

    serve(app, apiRoutes.listCalibrations, ({ request }) => service.list(requireActor(request)));

    serve(app, apiRoutes.createCalibration, ({ body, files, request }) =>
      service.create(
        requireActor(request),
        body,
        { normal: files.normal, polarised: files.polarised },
        contextOf(request),
      ),
    );

    serve(app, apiRoutes.retireCalibration, async ({ params, request }) => {
      await service.retire(requireActor(request), params.id, contextOf(request));
      return null;
    });
  };
}
