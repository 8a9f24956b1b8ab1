import { z } from 'zod';

/** The dry run looks this many days ahead (issue 34 #2). */
export const RETENTION_LOOKAHEAD_DAYS = 30;

/** A customer whose photos and analyses expire within the look-ahead. */
export const RetentionCustomerSchema = z.object({
  id: z.number().int(),
  /** Her name, only to those the customer rule lets read her; null otherwise. */
  name: z.string().nullable(),
  storeName: z.string().nullable(),
  lastVisitAt: z.string(),
  expiresAt: z.string(),
});
export type RetentionCustomer = z.infer<typeof RetentionCustomerSchema>;

/** One run of the daily job, as far as it concerned the caller's company. */
export const RetentionRunSchema = z.object({
  runId: z.number().int(),
  at: z.string(),
  customers: z.number().int(),
  photos: z.number().int(),
  analyses: z.number().int(),
  objects: z.number().int(),
});
export type RetentionRun = z.infer<typeof RetentionRunSchema>;

/**
 * `GET /api/admin/retention` (issue 34 #2, DECISIONS §111): the company's retention period with
 * who changed it last, the dry run (what expires in the next 30 days, per store), what is
 * expired but held back, and what the job deleted.
 */
export const RetentionOverviewSchema = z.object({
  retentionMonths: z.number().int(),
  /** The last change of the period: who (name, or the mobile with its middle hidden), when. */
  changedByName: z.string().nullable(),
  changedAt: z.string().nullable(),
  /** Expired and not held back: the next run deletes them. */
  dueNow: z.number().int(),
  /** Expired but kept: an open data request, or an open study she takes part in. */
  heldByRequest: z.number().int(),
  heldByStudy: z.number().int(),
  upcoming: z.object({
    days: z.number().int(),
    total: z.number().int(),
    stores: z.array(
      z.object({
        storeId: z.number().int().nullable(),
        storeName: z.string().nullable(),
        customers: z.number().int(),
      }),
    ),
    /** The first customers by expiry (at most RETENTION_LIST_LIMIT). */
    customers: z.array(RetentionCustomerSchema),
  }),
  runs: z.array(RetentionRunSchema),
});
export type RetentionOverview = z.infer<typeof RetentionOverviewSchema>;

/** At most this many customers are listed by name; the counts cover all. */
export const RETENTION_LIST_LIMIT = 200;
