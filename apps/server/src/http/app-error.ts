import { ERRORS, type ErrorCode } from '@skinscope/contracts';

/** The one error services throw; the error handler turns it into the envelope (CONVENTIONS §5). */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
  ) {
    super(ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}
