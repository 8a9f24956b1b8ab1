import { z } from 'zod';
import { ScopeSchema } from './enums';
import { IdSchema } from './fields';
import { pagingSchema } from './paging';

/** Everything the audit log records (ARCHITECTURE §4). Later issues add photo reads and exports. */
export const AuditActionSchema = z.enum([
  'auth.login',
  'auth.login_failed',
  'auth.account_held',
  'auth.unlocked_by_code',
  'auth.logout',
  'account.code_sent',
  'account.registered',
  'account.password_reset',
  'account.renamed',
  'account.password_changed',
  'account.customer_mode_entered',
  'account.customer_mode_left',
  'admin.user_scan_allowed',
  'admin.user_scan_refused',
  'admin.user_upload_allowed',
  'admin.user_upload_refused',
  'admin.user_disabled',
  'admin.user_enabled',
  'admin.user_store_bound',
  'admin.user_store_unbound',
  'admin.user_company_set',
  'admin.user_unlocked',
  'admin.user_renamed',
  'admin.store_created',
  'admin.store_updated',
  'admin.store_archived',
  'customer.registered',
  'customer.consent',
  'customer.remark_updated',
  'customer.updated',
  'customer.bound',
  'customer.unbound',
  'customer.exported',
  'customer.deleted',
  'customer.photos_deleted',
  'retention.erased',
  'record.saved',
  'record.draft_discarded',
  'photo.uploaded',
  'photo.read',
  'detection.created',
  'detection.read',
  'customer.progress_read',
  'calibration.created',
  'calibration.retired',
  'retest.created',
  'retest.deleted',
  'retest.photo_read',
  'company_settings.updated',
  'impact_assessment.saved',
  'study.created',
  'study.protocol_changed',
  'study.enrolled',
  'study.withdrawn',
  'study.visit_recorded',
  'study.analysis_read',
  'study.exported',
  'study_link.created',
  'study_link.viewed',
  'study_link.revoked',
  'report_link.created',
  'report_link.viewed',
  'report_link.revoked',
  'data_link.created',
  'data_link.viewed',
  'data_link.revoked',
  'data_request.created',
  'data_request.done',
  'data_request.cancelled',
  'case.saved',
  'case.deleted',
]);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AUDIT_PAGE_SIZE = 50;

export const AuditQuerySchema = z.object({
  actorId: IdSchema.optional(),
  action: AuditActionSchema.optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  ...pagingSchema(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /**
   * Issue 17 #18: what the target is, in words staff know (a person's, store's or customer's
   * name), and the customer or record it concerns, for links; null when it is gone or nameless.
   */
  targetName: z.string().nullable(),
  customer: z.object({ id: z.number().int(), scope: ScopeSchema }).nullable(),
  recordId: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
