import { describe, expect, it } from 'vitest';
import { buildQueryString, encodeBody } from './encode-request.ts';

describe('request encoding', () => {
  it('leaves empty values out of query strings and forms, and writes arrays as name[]', () => {
    expect(buildQueryString({ keyword: '', start: null, end: undefined, roles: ['admin', 'finance-user'] })).toBe(
      '?roles%5B%5D=admin&roles%5B%5D=finance-user',
    );
    expect(String(encodeBody({ keyword: '', page: 2, status: null }, 'form'))).toBe('page=2');
  });

  it('sends null in a multipart form as an empty field, which clears it, and leaves undefined out', () => {
    const form = encodeBody({ id: 4, website: null, name: undefined, is_active: false }, 'multipart') as FormData;
    expect([...form.entries()]).toEqual([
      ['id', '4'],
      ['website', ''],
      ['is_active', 'false'],
    ]);
  });
});
