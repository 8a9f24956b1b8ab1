import { z } from 'zod';
import {
  DeviceRepeatabilitySchema,
  RETEST_FILES,
  RetestCreateFieldsSchema,
  RetestDeviceListSchema,
  RetestDeviceQuerySchema,
  RetestIdParamsSchema,
  RetestPairListSchema,
  RetestPairSchema,
  RetestPhotoParamsSchema,
  RetestReminderListSchema,
} from '../retest';
import { defineRoute } from './define';

/**
 * Test-retest pairs (issue 32): whoever captures takes them and is reminded to; administrators
 * and store managers read a device's pairs and its repeatability card, and delete pairs.
 */
export const retestRoutes = {
  // Multipart: the four photos beside the device, the part and (with her consent) the customer.
  createRetestPair: defineRoute({
    method: 'POST',
    path: '/api/retest-pairs',
    body: RetestCreateFieldsSchema,
    files: RETEST_FILES,
    response: RetestPairSchema,
  }),
  listRetestPairs: defineRoute({
    method: 'GET',
    path: '/api/retest-pairs',
    query: RetestDeviceQuerySchema,
    response: RetestPairListSchema,
  }),
  deleteRetestPair: defineRoute({
    method: 'DELETE',
    path: '/api/retest-pairs/:id',
    params: RetestIdParamsSchema,
    response: z.null(),
  }),
  retestPhoto: defineRoute({
    method: 'GET',
    path: '/api/retest-pairs/:id/photos/:photo',
    params: RetestPhotoParamsSchema,
    produces: 'image/jpeg',
    auth: 'cookie',
  }),
  deviceRepeatability: defineRoute({
    method: 'GET',
    path: '/api/device-repeatability',
    query: RetestDeviceQuerySchema,
    response: DeviceRepeatabilitySchema,
  }),
  // The company's microscopes (calibrated, or with pairs), one card each on 设备重复性.
  listRetestDevices: defineRoute({
    method: 'GET',
    path: '/api/retest-devices',
    response: RetestDeviceListSchema,
  }),
  // What the counter overview reminds of: devices short of pairs or without one lately. Also
  // for staff who capture but do not look after the microscopes: they can take pairs.
  listRetestReminders: defineRoute({
    method: 'GET',
    path: '/api/retest-reminders',
    response: RetestReminderListSchema,
  }),
};
