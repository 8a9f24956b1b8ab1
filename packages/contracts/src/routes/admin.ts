import { z } from 'zod';
import {
  AuthorizeScanBodySchema,
  AuthorizeUploadBodySchema,
  BindStoreBodySchema,
  SetCompanyBodySchema,
  UserListQuerySchema,
  UserListRowSchema,
} from '../admin';
import { ProfileUpdateSchema } from '../account';
import { AuditEntrySchema, AuditQuerySchema } from '../audit';
import { FilingStatusSchema } from '../filing';
import {
  ImpactAssessmentBodySchema,
  ImpactAssessmentFactsSchema,
  ImpactAssessmentIdParamsSchema,
  ImpactAssessmentQuerySchema,
  ImpactAssessmentSchema,
  ImpactAssessmentSummarySchema,
} from '../impact-assessment';
import { UserIdParamsSchema, UserSchema } from '../auth';
import {
  CeuticalStoresResponseSchema,
  CompanySchema,
  CompanyStoresQuerySchema,
  StoreBodySchema,
  StoreIdParamsSchema,
  StoreListQuerySchema,
  StoreSchema,
} from '../stores';
import { defineRoute } from './define';

/** A change to one user that answers the user as it is now. */
const userUpdate = <const Path extends string>(path: Path) =>
  defineRoute({ method: 'PUT', path, params: UserIdParamsSchema, response: UserSchema });

/** Users, stores and the audit log (administrators; stores are also read by staff). */
export const adminRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    path: '/api/user',
    query: UserListQuerySchema,
    response: z.array(UserListRowSchema),
  }),
  setUserScan: defineRoute({
    ...userUpdate('/api/user/:userId/authorize'),
    body: AuthorizeScanBodySchema,
  }),
  setUserUpload: defineRoute({
    ...userUpdate('/api/user/:userId/authorize/upload'),
    body: AuthorizeUploadBodySchema,
  }),
  forbidUser: userUpdate('/api/user/:userId/forbid'),
  activateUser: userUpdate('/api/user/:userId/activate'),
  bindUserStore: defineRoute({
    ...userUpdate('/api/user/:userId/store/bind'),
    body: BindStoreBodySchema,
  }),
  unbindUserStore: userUpdate('/api/user/:userId/store/unbind'),
  unlockUser: defineRoute({
    method: 'PUT',
    path: '/api/user/:userId/unlock',
    params: UserIdParamsSchema,
    response: z.null(),
  }),
  // Issue 17 #5: an administrator corrects a staff member's name.
  renameUser: defineRoute({
    ...userUpdate('/api/user/:userId/name'),
    body: ProfileUpdateSchema,
  }),
  setUserCompany: defineRoute({
    ...userUpdate('/api/user/:userId/company'),
    body: SetCompanyBodySchema,
  }),

  companyStores: defineRoute({
    method: 'GET',
    path: '/server/ceuticalStore',
    query: CompanyStoresQuerySchema,
    response: CeuticalStoresResponseSchema,
  }),
  clientStores: defineRoute({
    method: 'GET',
    path: '/server/clientStores',
    query: CompanyStoresQuerySchema,
    response: z.array(StoreSchema),
  }),
  listCompanies: defineRoute({
    method: 'GET',
    path: '/api/company',
    response: z.array(CompanySchema),
  }),
  listStores: defineRoute({
    method: 'GET',
    path: '/api/store',
    query: StoreListQuerySchema,
    response: z.array(StoreSchema),
  }),
  createStore: defineRoute({
    method: 'POST',
    path: '/api/store',
    body: StoreBodySchema,
    response: StoreSchema,
  }),
  updateStore: defineRoute({
    method: 'PUT',
    path: '/api/store/:id',
    params: StoreIdParamsSchema,
    body: StoreBodySchema,
    response: StoreSchema,
  }),
  archiveStore: defineRoute({
    method: 'DELETE',
    path: '/api/store/:id',
    params: StoreIdParamsSchema,
    response: StoreSchema,
  }),

  audit: defineRoute({
    method: 'GET',
    path: '/api/audit',
    query: AuditQuerySchema,
    response: z.array(AuditEntrySchema),
  }),
  // Issue 34 #4: customers with stored photos against the filing thresholds (administrators).
  filingThreshold: defineRoute({
    method: 'GET',
    path: '/api/admin/filing-threshold',
    response: FilingStatusSchema,
  }),
  // Issue 34 #5: the impact assessment of one company, generated now, and the ones kept.
  impactAssessmentFacts: defineRoute({
    method: 'GET',
    path: '/api/admin/impact-assessment',
    query: ImpactAssessmentQuerySchema,
    response: ImpactAssessmentFactsSchema,
  }),
  listImpactAssessments: defineRoute({
    method: 'GET',
    path: '/api/admin/impact-assessments',
    query: ImpactAssessmentQuerySchema,
    response: z.array(ImpactAssessmentSummarySchema),
  }),
  saveImpactAssessment: defineRoute({
    method: 'POST',
    path: '/api/admin/impact-assessments',
    body: ImpactAssessmentBodySchema,
    response: ImpactAssessmentSchema,
  }),
  impactAssessment: defineRoute({
    method: 'GET',
    path: '/api/admin/impact-assessments/:assessmentId',
    params: ImpactAssessmentIdParamsSchema,
    response: ImpactAssessmentSchema,
  }),
};
