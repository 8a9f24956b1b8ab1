import { z } from 'zod';
import { CustomerIdParamsSchema } from '../customers';
import {
  CancelDataRequestSchema,
  CreateDataRequestSchema,
  DataLinkParamsSchema,
  DataRequestIdParamsSchema,
  DataRequestSchema,
  MyDataSchema,
  StaffDataRequestSchema,
} from '../data-requests';
import {
  CreatedReportLinkSchema,
  PublicReportParamsSchema,
  ShareLinkSchema,
} from '../report-links';
import { defineRoute } from './define';

/**
 * Issue 34 #1: 我的数据 — staff send a customer a link to her own data; she sees it and asks for
 * a copy or an erasure without signing in; staff of her store carry the request out.
 */
export const dataRequestRoutes = {
  createDataLink: defineRoute({
    method: 'POST',
    path: '/api/customer/:customerId/data-links',
    params: CustomerIdParamsSchema,
    response: CreatedReportLinkSchema,
  }),
  dataLinks: defineRoute({
    method: 'GET',
    path: '/api/customer/:customerId/data-links',
    params: CustomerIdParamsSchema,
    response: z.array(ShareLinkSchema),
  }),
  revokeDataLink: defineRoute({
    method: 'DELETE',
    path: '/api/customer/:customerId/data-links/:linkId',
    params: DataLinkParamsSchema,
    response: z.null(),
  }),
  customerDataRequests: defineRoute({
    method: 'GET',
    path: '/api/customer/:customerId/data-requests',
    params: CustomerIdParamsSchema,
    response: z.array(StaffDataRequestSchema),
  }),
  openDataRequests: defineRoute({
    method: 'GET',
    path: '/api/data-requests',
    response: z.array(StaffDataRequestSchema),
  }),
  /** Carries out an export request: the customer's zip, and the request is done. */
  exportDataRequest: defineRoute({
    method: 'POST',
    path: '/api/data-requests/:requestId/export',
    params: DataRequestIdParamsSchema,
    produces: 'application/zip',
  }),
  /** Carries out an erasure request (her photos, or everything), and the request is done. */
  eraseDataRequest: defineRoute({
    method: 'POST',
    path: '/api/data-requests/:requestId/erase',
    params: DataRequestIdParamsSchema,
    response: z.null(),
  }),
  cancelDataRequest: defineRoute({
    method: 'POST',
    path: '/api/data-requests/:requestId/cancel',
    params: DataRequestIdParamsSchema,
    body: CancelDataRequestSchema,
    response: z.null(),
  }),
  myData: defineRoute({
    method: 'GET',
    path: '/api/public/my-data/:token',
    params: PublicReportParamsSchema,
    response: MyDataSchema,
    auth: 'public',
  }),
  createMyDataRequest: defineRoute({
    method: 'POST',
    path: '/api/public/my-data/:token/requests',
    params: PublicReportParamsSchema,
    body: CreateDataRequestSchema,
    response: DataRequestSchema,
    auth: 'public',
  }),
};
