import { describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery } from './query-string';

describe('stringifyQuery', () => {
  it('serialises query objects unencoded, arrays repeated', () => {
    expect(stringifyQuery({ types: ['Call', 'SMS'], from: '2026-11-01', group: 'Sales/EMEA', skip: undefined })).toBe(
      'types=Call&types=SMS&from=2026-11-01&group=Sales/EMEA',
    );
    expect(stringifyQuery({ search: 'a&b=c d' })).toBe('search=a%26b%3Dc%20d');
  });

  it('leaves null out, writes numbers and booleans as text and encodes only what would break a value', () => {
    expect(stringifyQuery({ limit: 100, include_deleted: false, last_key: null, tags: ['a', null, 'b'], none: [] })).toBe(
      'limit=100&include_deleted=false&tags=a&tags=b',
    );
    expect(stringifyQuery({ search: '50% #1+2\tçã/é?' })).toBe('search=50%25%20%231%2B2%09çã/é?');
    expect(stringifyQuery({ search: '' })).toBe('search=');
    expect(stringifyQuery(undefined)).toBe('');
  });
});

describe('parseQuery', () => {
  it('reads back what stringifyQuery wrote', () => {
    const query = { types: ['Call', 'SMS'], search: '50% #1+2\tçã/é? a&b=c', group: 'Sales/EMEA' };
    expect(parseQuery(stringifyQuery(query))).toEqual(query);
  });

  it("reads '+' as a space, a leading '?', and a key written with [] as a list", () => {
    expect(parseQuery('?search=a+b&tags[]=x')).toEqual({ search: 'a b', tags: ['x'] });
  });

  it('keeps at most 20 values of a list and 1000 parameters, and nests nothing', () => {
    const many = parseQuery(Array.from({ length: 30 }, (_, index) => `tag=${index}`).join('&'));
    expect(many.tag).toHaveLength(20);
    const wide = parseQuery(Array.from({ length: 1_200 }, (_, index) => `k${index}=1`).join('&'));
    expect(Object.keys(wide)).toHaveLength(1_000);
    expect(parseQuery('a[b][c]=1')).toEqual({ 'a[b][c]': '1' });
  });

  it('gives no key of the address a way to a prototype', () => {
    const query = parseQuery('__proto__[]=polluted&constructor=x');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(query.__proto__).toEqual(['polluted']);
  });
});
