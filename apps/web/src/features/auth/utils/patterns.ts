import { PASSWORD_MIN_LENGTH } from '@fm/contract/constants';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Password guidance of document 1 §5: at least 8 characters, at least one number or symbol. */
export const PASSWORD_SYMBOL_PATTERN = /[\d\W_]/;
export { PASSWORD_MIN_LENGTH };
