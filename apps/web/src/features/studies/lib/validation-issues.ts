import { ValidationIssueSchema, type ValidationIssue } from '@skinscope/contracts';
import { ApiError } from '../../../lib/api-error';

/** The field problems of a 400 (`details.issues`), or none when the failure was not that. */
export function issuesOf(error: unknown): ValidationIssue[] {
  if (!(error instanceof ApiError)) return [];
  const found = ValidationIssueSchema.array().safeParse(
    (error.details as { issues?: unknown } | null)?.issues,
  );
  return found.success ? found.data : [];
}
