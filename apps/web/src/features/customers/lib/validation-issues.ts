import { ValidationIssueSchema } from '@skinscope/contracts';
import type { ValidationIssue } from '@skinscope/contracts';
import { ApiError } from '../../../lib/api-error';

const IssuesSchema = ValidationIssueSchema.array();

/** The per-field problems a 400/409 answer carries in `details.issues`, or none. */
export function validationIssues(error: unknown): ValidationIssue[] {
  if (!(error instanceof ApiError)) return [];
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('issues' in details)) return [];
  const parsed = IssuesSchema.safeParse(details.issues);
  return parsed.success ? parsed.data : [];
}
