import type { MessageKey } from '@fm/contract/messages';

/**
 * The one error type of the server. `code` and every field error are message keys of the contract's catalogue
 * (`MessageKey`), so a refusal without a text in both languages does not compile; the error handler translates
 * them into the caller's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: MessageKey;
  readonly params: Record<string, string | number>;
  readonly fieldErrors: Record<string, MessageKey[]> | undefined;

  constructor(
    statusCode: number,
    code: MessageKey,
    options: { params?: Record<string, string | number>; fieldErrors?: Record<string, MessageKey[]> } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors;
  }
}

export const badRequest = (code: MessageKey, options?: ConstructorParameters<typeof AppError>[2]) =>
  new AppError(400, code, options);
/** A refusal of one field: the key is both the message and the field's error. */
export const fieldError = (field: string, key: MessageKey) => badRequest(key, { fieldErrors: { [field]: [key] } });
export const forbidden = () => new AppError(403, 'error.forbidden');
/** Also for another tenant's object: never reveal that it exists. */
export const notFound = () => new AppError(404, 'error.notFound');
export const conflict = (code: MessageKey = 'error.conflict') => new AppError(409, code);
export const unauthenticated = (code: MessageKey = 'error.unauthenticated') => new AppError(401, code);
