import { ValidationIssueSchema } from '@skinscope/contracts';
import { ApiError } from '../../../lib/api-error';
import { toastError, toast } from '../../../lib/notification';

const IssuesSchema = ValidationIssueSchema.array();

/** A failed case call: the first field problem the server named, else its message. */
export function toastCaseError(error: unknown): void {
  if (error instanceof ApiError && !error.handled) {
    const details = error.details;
    if (typeof details === 'object' && details !== null && 'issues' in details) {
      const issues = IssuesSchema.safeParse(details.issues);
      const first = issues.success ? issues.data[0] : undefined;
      if (first) {
        toast(first.message, 'error');
        return;
      }
    }
  }
  toastError(error);
}
