import { z } from 'zod';
import {
  BindableUsersQuerySchema,
  BindCustomerBodySchema,
  BindResultSchema,
  BoundUserSchema,
  LinkedUserSchema,
  LinkedUsersQuerySchema,
  UnbindCustomerBodySchema,
} from '../bindings';
import { UserIdParamsSchema } from '../auth';
import {
  ConsentRequestSchema,
  ConsentSchema,
  CounterOverviewSchema,
  CustomerIdParamsSchema,
  CustomerRowSchema,
  CustomerSearchQuerySchema,
  RegisterCustomerRequestSchema,
  RemarkUpdateRequestSchema,
  UpdateCustomerRequestSchema,
} from '../customers';
import { defineRoute } from './define';

/** Members: search, registration, remarks, consent, authorisation of staff, privacy. */
export const customerRoutes = {
  searchCustomers: defineRoute({
    method: 'GET',
    path: '/api/customer',
    query: CustomerSearchQuerySchema,
    response: z.array(CustomerRowSchema),
  }),
  counterOverview: defineRoute({
    method: 'GET',
    path: '/api/customer/counter',
    response: CounterOverviewSchema,
  }),
  customer: defineRoute({
    method: 'GET',
    path: '/api/customer/:customerId',
    params: CustomerIdParamsSchema,
    response: CustomerRowSchema,
    customerMode: true,
  }),
  updateCustomer: defineRoute({
    method: 'PUT',
    path: '/api/customer/:customerId',
    params: CustomerIdParamsSchema,
    body: UpdateCustomerRequestSchema,
    response: CustomerRowSchema,
  }),
  registerCustomer: defineRoute({
    method: 'POST',
    path: '/server/recCustomer',
    body: RegisterCustomerRequestSchema,
    response: CustomerRowSchema,
  }),
  updateRemark: defineRoute({
    method: 'PUT',
    path: '/api/customer/remark/update',
    body: RemarkUpdateRequestSchema,
    response: z.null(),
  }),
  recordConsent: defineRoute({
    method: 'POST',
    path: '/api/customer/:customerId/consent',
    params: CustomerIdParamsSchema,
    body: ConsentRequestSchema,
    response: ConsentSchema,
    customerMode: true,
  }),
  exportCustomer: defineRoute({
    method: 'GET',
    path: '/api/customer/:customerId/export',
    params: CustomerIdParamsSchema,
    produces: 'application/zip',
  }),
  eraseCustomer: defineRoute({
    method: 'DELETE',
    path: '/api/customer/:customerId',
    params: CustomerIdParamsSchema,
    response: z.null(),
  }),

  bindCustomer: defineRoute({
    method: 'PUT',
    path: '/api/user/:userId/customer/bind',
    params: UserIdParamsSchema,
    body: BindCustomerBodySchema,
    response: BindResultSchema,
  }),
  unbindCustomer: defineRoute({
    method: 'PUT',
    path: '/api/user/:userId/customer/unbind',
    params: UserIdParamsSchema,
    body: UnbindCustomerBodySchema,
    response: BindResultSchema,
  }),
  linkedUsers: defineRoute({
    method: 'GET',
    path: '/api/user/bind/store',
    query: LinkedUsersQuerySchema,
    response: z.array(LinkedUserSchema),
  }),
  bindableUsers: defineRoute({
    method: 'GET',
    path: '/api/user/bind/storeByUserId',
    query: BindableUsersQuerySchema,
    response: z.array(BoundUserSchema),
  }),
};
