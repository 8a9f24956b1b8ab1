import type { z } from 'zod';
import type { ValidationIssue } from '@skinscope/contracts';
import { AppError } from './app-error';

/** Parses request input with its contract schema; failures become 400 naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', { issues });
}
