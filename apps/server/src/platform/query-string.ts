/**
 * Parses query strings and form bodies the way the web app sends arrays (docs/product.md §10.1: `name[]=a&name[]=b`):
 * `name[]` always gives an array under `name`; a repeated plain key gives an array too.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const isArrayKey = rawKey.endsWith('[]');
    const key = isArrayKey ? rawKey.slice(0, -2) : rawKey;
    const existing = result[key];
    if (existing === undefined) result[key] = isArrayKey ? [value] : value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}
