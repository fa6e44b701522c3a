import type { ApiMessageKey } from '@fm/contract/messages';

/**
 * The one error type of the server. `code` is a message key of the contract (API_MESSAGES, or the catalogue
 * keys once they exist), translated by the error handler into the caller's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly params: Record<string, string | number>;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(
    statusCode: number,
    code: ApiMessageKey | (string & {}),
    options: { params?: Record<string, string | number>; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors;
  }
}

export const badRequest = (code: string, options?: ConstructorParameters<typeof AppError>[2]) =>
  new AppError(400, code, options);
export const forbidden = () => new AppError(403, 'error.forbidden');
/** Also for another tenant's object: never reveal that it exists. */
export const notFound = () => new AppError(404, 'error.notFound');
export const conflict = (code = 'error.conflict') => new AppError(409, code);
export const unauthenticated = (code = 'error.unauthenticated') => new AppError(401, code);
