/** A failed API call: the HTTP status, the server's error code, its zh-CN message and details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** True when the client already told the user (session ended); callers should stay quiet. */
  readonly handled: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: unknown;
    handled?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.handled = init.handled ?? false;
  }
}

/** Client-side codes for failures that never reached a server error envelope. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
  invalidResponse: 'INVALID_RESPONSE',
} as const;
