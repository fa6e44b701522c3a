/**
 * The guards' fixed paths, apart from the rules: the public guards need only these, and the rules bring the
 * contract's route table (with its role enums and zod) along, which the sign-in pages' first download leaves out.
 */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';
export const CHOOSE_AGENCY_PATH = '/choose-agency';
