/**
 * Narrow tables on a phone: a column that would squeeze into a few characters per line hides below `sm`, and its
 * value moves under the row's first cell instead.
 */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const PHONE_ONLY = { display: { sm: 'none' } } as const;
