type Scalar = string | number | boolean;
type Value = Scalar | null | undefined | Blob | readonly unknown[] | Record<string, unknown>;

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * name → value pairs; arrays become `name[]` (docs/product.md §10.1), empty values are left out. A multipart form
 * sends null as '' instead (`isNullSent`): that is how an edit form clears a field.
 */
export function toPairs(values: Record<string, unknown> | undefined, isNullSent = false): [string, string | Blob][] {
  const pairs: [string, string | Blob][] = [];
  for (const [name, raw] of Object.entries(values ?? {})) {
    const value = raw as Value;
    if (value === null && isNullSent) {
      pairs.push([name, '']);
      continue;
    }
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) pairs.push([`${name}[]`, isBlob(item) ? item : stringify(item)]);
    } else {
      pairs.push([name, isBlob(value) ? value : stringify(value)]);
    }
  }
  return pairs;
}

function stringify(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `?a=1&tags[]=x&tags[]=y`, or '' when nothing is set. */
export function buildQueryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of toPairs(query)) if (typeof value === 'string') params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function encodeBody(body: unknown, encoding: 'json' | 'form' | 'multipart'): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (encoding === 'json') return JSON.stringify(body);
  if (encoding === 'form') {
    const params = new URLSearchParams();
    for (const [name, value] of toPairs(body as Record<string, unknown>))
      if (typeof value === 'string') params.append(name, value);
    return params;
  }
  const form = new FormData();
  for (const [name, value] of toPairs(body as Record<string, unknown>, true)) form.append(name, value);
  return form;
}
