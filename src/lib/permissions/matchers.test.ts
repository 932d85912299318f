import { describe, expect, it } from 'vitest';
import { isValidRegExp, matchText, wildcardToRegExp } from './matchers';

describe('wildcard matching', () => {
  it('matches the whole text, * standing for any run of characters (none included)', () => {
    expect(matchText('*', 'listPayloads', false).matched).toBe(true);
    expect(matchText('*', '', false).matched).toBe(true);
    expect(matchText('*Device*', 'listDevices', false).matched).toBe(true);
    expect(matchText('*Device*', 'Device', false).matched).toBe(true);
    expect(matchText('get*', 'getPayload', false).matched).toBe(true);
    expect(matchText('get*', 'forgetPayload', false).matched).toBe(false);
    expect(matchText('listPayloads', 'listPayloadsExtra', false).matched).toBe(false);
    expect(matchText('list*Logs', 'listDeviceLogs', false).matched).toBe(true);
  });

  it('is case-sensitive', () => {
    expect(matchText('*device*', 'listDevices', false).matched).toBe(false);
  });

  it('takes every other character literally, regex characters included', () => {
    expect(matchText('Ops & <Risk> Desk!', 'Ops & <Risk> Desk!', false).matched).toBe(true);
    expect(matchText('a.b', 'axb', false).matched).toBe(false);
    expect(matchText('(London)', 'London', false).matched).toBe(false);
    expect(matchText('^London$', '^London$', false).matched).toBe(true);
    expect(wildcardToRegExp('a+b?[c]').test('a+b?[c]')).toBe(true);
  });
});

describe('regular expression matching', () => {
  it('matches when the expression is found anywhere, anchors make it whole', () => {
    expect(matchText('Device', 'listDevices', true).matched).toBe(true);
    expect(matchText('^(get|list)[A-Z].*$', 'getPayload', true).matched).toBe(true);
    expect(matchText('^(get|list)[A-Z].*$', 'deleteRole', true).matched).toBe(false);
    expect(matchText('^(London|Sao Paulo).*', 'Sao Paulo Vendas', true).matched).toBe(true);
    expect(matchText('^(London|Sao Paulo).*', 'Compliance', true).matched).toBe(false);
  });

  it('reports an expression that does not compile as invalid and never matching', () => {
    expect(matchText('(unclosed', '(unclosed', true)).toEqual({ matched: false, invalid: true });
    expect(isValidRegExp('(unclosed')).toBe(false);
    expect(isValidRegExp('^get.*$')).toBe(true);
  });
});
