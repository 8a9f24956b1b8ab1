import { z } from 'zod';
import type { ErrorCode } from './errors';

/** Success envelope of every JSON response (ARCHITECTURE §3). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.literal('ok'), data });
}

export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  error: z.string(),
  details: z.unknown().optional(),
});
// `string & {}` keeps the known codes visible (editors offer them) while any string still fits;
// a bare `ErrorCode | string` is just `string`.
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema> & {
  error: ErrorCode | (string & {});
};

/** One problem with one field of a request, as reported in `details.issues`. */
export const ValidationIssueSchema = z.object({ field: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;
