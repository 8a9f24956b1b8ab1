import { z } from 'zod';

export const HealthSchema = z.object({ database: z.enum(['up', 'down']) });
export type Health = z.infer<typeof HealthSchema>;

/** Public settings the web app needs before sign-in (footer filing numbers, camera policy). */
export const PublicSettingsSchema = z.object({
  icpNumber: z.string().nullable(),
  psbNumber: z.string().nullable(),
  allowAnyCamera: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
