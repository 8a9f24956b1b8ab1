import { z } from 'zod';

export const HealthSchema = z.object({ database: z.enum(['up', 'down']) });
export type Health = z.infer<typeof HealthSchema>;

/**
 * Readiness (issue 20 #6): a replica takes traffic only while everything it needs answers — the
 * database, the photo store and, when configured, the Redis of the rate-limit counters.
 */
const UpDown = z.enum(['up', 'down']);
export const ReadinessSchema = z.object({
  database: UpDown,
  images: UpDown,
  counters: z.enum(['up', 'down', 'database']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/**
 * Public settings the web app needs (footer filing numbers, camera policy, and whether customer
 * report links have an address phones open: `publicUrl`, the server's PUBLIC_URL, issue 29 #6).
 */
export const PublicSettingsSchema = z.object({
  icpNumber: z.string().nullable(),
  psbNumber: z.string().nullable(),
  allowAnyCamera: z.boolean(),
  publicUrl: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
