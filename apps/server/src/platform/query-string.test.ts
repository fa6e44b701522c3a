import { expect, test } from 'vitest';
import { parseQueryString } from './query-string.ts';

test('name[] keys become arrays under the plain name, single values stay strings', () => {
  expect(parseQueryString('status[]=PENDING&status[]=BOOKED&page=2&keyword[]=Anna%20M')).toEqual({
    status: ['PENDING', 'BOOKED'],
    page: '2',
    keyword: ['Anna M'],
  });
  expect(parseQueryString('roles[]=admin')).toEqual({ roles: ['admin'] });
  expect(parseQueryString('a=1&a=2')).toEqual({ a: ['1', '2'] });
  expect(parseQueryString('')).toEqual({});
});
