import { CustomerIdParamsSchema } from '../customers';
import { CustomerProgressSchema } from '../progress';
import { defineRoute } from './define';

/** Issue 19 #1: the customer's skin over her visits (皮肤变化). */
export const progressRoutes = {
  customerProgress: defineRoute({
    method: 'GET',
    path: '/api/customer/:customerId/progress',
    params: CustomerIdParamsSchema,
    response: CustomerProgressSchema,
    customerMode: true,
  }),
};
