import { z } from 'zod';

/** Database ids travel as positive integers; path and query strings are coerced. */
export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A required text field of at most `max` characters, trimmed. */
export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}
