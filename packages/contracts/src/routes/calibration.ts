import { z } from 'zod';
import {
  CALIBRATION_FILES,
  CalibrationCreateFieldsSchema,
  CalibrationIdParamsSchema,
  CalibrationListSchema,
  CalibrationSchema,
  CurrentDeviceCalibrationSchema,
  DeviceCalibrationQuerySchema,
} from '../calibration';
import { defineRoute } from './define';

/**
 * Microscope calibrations of the caller's company: administrators and store managers list,
 * make and retire them; whoever captures reads the current one of the camera in use.
 */
export const calibrationRoutes = {
  // The capture screen's retake hint judges skin colour through it (null: not calibrated).
  deviceCalibration: defineRoute({
    method: 'GET',
    path: '/api/calibration/device',
    query: DeviceCalibrationQuerySchema,
    response: CurrentDeviceCalibrationSchema.nullable(),
    customerMode: true,
  }),
  listCalibrations: defineRoute({
    method: 'GET',
    path: '/api/calibration',
    response: CalibrationListSchema,
  }),
  // Multipart: the card under normal and polarised light, beside the device's label and name.
  createCalibration: defineRoute({
    method: 'POST',
    path: '/api/calibration',
    body: CalibrationCreateFieldsSchema,
    files: CALIBRATION_FILES,
    response: CalibrationSchema,
  }),
  // Retires a device's calibration: its later analyses run uncalibrated until it is calibrated again.
  retireCalibration: defineRoute({
    method: 'DELETE',
    path: '/api/calibration/:id',
    params: CalibrationIdParamsSchema,
    response: z.null(),
  }),
};
