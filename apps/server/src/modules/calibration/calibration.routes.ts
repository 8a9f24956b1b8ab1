import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { apiRoutes, CALIBRATION_FILES, IMAGE_LIMITS } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { CalibrationService } from './calibration.service';

export function calibrationRoutes(service: CalibrationService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fileSize: IMAGE_LIMITS.maxBytes,
        files: CALIBRATION_FILES.length,
        fields: 4,
        fieldSize: 400,
        parts: 7,
      },
    });

    serve(app, apiRoutes.deviceCalibration, ({ query, actor }) =>
      service.current(actor, query.deviceLabel),
    );

    serve(app, apiRoutes.listCalibrations, ({ actor }) => service.list(actor));

    serve(app, apiRoutes.createCalibration, ({ body, files, actor, context }) =>
      service.create(actor, body, { normal: files.normal, polarised: files.polarised }, context),
    );

    serve(app, apiRoutes.retireCalibration, async ({ params, actor, context }) => {
      await service.retire(actor, params.id, context);
      return null;
    });
  };
}
