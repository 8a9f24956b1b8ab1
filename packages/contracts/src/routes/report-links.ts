import { z } from 'zod';
import { CustomerIdParamsSchema } from '../customers';
import {
  CreatedReportLinkSchema,
  CreateReportLinkRequestSchema,
  PublicReportImageParamsSchema,
  PublicReportImageQuerySchema,
  PublicReportParamsSchema,
  PublicReportSchema,
  ReportLinkRefParamsSchema,
  ReportLinkSchema,
} from '../report-links';
import { defineRoute } from './define';

/** Issue 19 #3: staff share a visit's report; the customer opens it without signing in. */
export const reportLinkRoutes = {
  createReportLink: defineRoute({
    method: 'POST',
    path: '/api/customer/:customerId/report-links',
    params: CustomerIdParamsSchema,
    body: CreateReportLinkRequestSchema,
    response: CreatedReportLinkSchema,
  }),
  reportLinks: defineRoute({
    method: 'GET',
    path: '/api/customer/:customerId/report-links',
    params: CustomerIdParamsSchema,
    response: z.array(ReportLinkSchema),
  }),
  revokeReportLink: defineRoute({
    method: 'DELETE',
    path: '/api/report-links/:token',
    params: ReportLinkRefParamsSchema,
    response: z.null(),
  }),
  publicReport: defineRoute({
    method: 'GET',
    path: '/api/public/report/:token',
    params: PublicReportParamsSchema,
    response: PublicReportSchema,
    auth: 'public',
  }),
  publicReportImage: defineRoute({
    method: 'GET',
    path: '/api/public/report/:token/image/:n',
    params: PublicReportImageParamsSchema,
    query: PublicReportImageQuerySchema,
    produces: 'image/jpeg',
    auth: 'public',
  }),
};
