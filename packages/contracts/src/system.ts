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

/** Public settings the web app needs before sign-in (footer filing numbers, camera policy). */
export const PublicSettingsSchema = z.object({
  icpNumber: z.string().nullable(),
  psbNumber: z.string().nullable(),
  allowAnyCamera: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
