/** Field name → messages, as the server's error envelope sends them (docs/product.md §10.1). */
export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call ends in this one error type. `status` 0 means the network failed; `code` is the
 * catalogue key (translate it with t(code) to follow a language switch), `message` the server's text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors;

  constructor(options: { status: number; code: string; message: string; fieldErrors?: FieldErrors }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
  }

  get isValidation(): boolean {
    return this.status === 400;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
