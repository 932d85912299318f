import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from '@generated/zod';
import { patternMessages } from '@generated/pattern-messages';
import { createDeviceUserBody } from '@generated/admin/zod/device-users/device-users';
import { installPatternMessages, literalPrefix, patternMessage } from './zod-messages';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('installPatternMessages', () => {
  let saved: ReturnType<typeof z.config>['customError'];
  beforeEach(() => {
    saved = z.config().customError;
  });
  afterEach(() => {
    z.config({ customError: saved });
  });

  it('gives a failed contract pattern the exact message of the spec', () => {
    installPatternMessages();
    const user = { group: 'Sales', services: ['calls'], email: 'jane@example.com', first_name: 'Jane', surname: 'Doe' };
    expect(createDeviceUserBody.safeParse(user).success).toBe(true);
    expect(messagesOf(createDeviceUserBody, { ...user, first_name: ' Jane' })).toEqual([
      'Cannot start with leading space, cannot contain a comma',
    ]);
    expect(messagesOf(createDeviceUserBody, { ...user, email: 'jane@example' })).toEqual(['Must be a valid email address']);
  });

  it('maps every pattern of the table, slashes and all', () => {
    installPatternMessages();
    expect(patternMessages.size).toBeGreaterThan(10);
    for (const [source, message] of patternMessages) {
      const issue = z.string().regex(new RegExp(source)).safeParse('\u0000 , not matching anything \n').error?.issues[0];
      expect(issue?.message, source).toBe(message);
    }
    expect(messagesOf(z.string().regex(/^[A-Za-z0-9:/_-]+$/), 'a b')).toEqual(['Only alphanumeric, ":/-" allowed']);
  });

  it('leaves other issues and foreign patterns to the previous error map', () => {
    z.config({ customError: (issue) => (issue.code === 'too_small' ? 'earlier map' : undefined) });
    installPatternMessages();
    expect(messagesOf(z.string().min(3), 'ab')).toEqual(['earlier map']);
    expect(messagesOf(z.string().regex(/^x$/), 'y')).toEqual(['Invalid string: must match pattern /^x$/']);
  });

  it('translates the message when asked', () => {
    installPatternMessages((message) => `pt-BR: ${message}`);
    expect(messagesOf(z.string().regex(/^\/.*$/), 'uploads')).toEqual(['pt-BR: Must start with a leading slash "/"']);
  });

  it('hands the translation the text a value must start with', () => {
    installPatternMessages((message, values) => message.replace('{address}', values.address ?? ''));
    expect(messagesOf(z.string().regex(/^s3:\/\/.+$/), 'https://bucket')).toEqual(['Must start with s3://']);
    expect(literalPrefix('^s3.*$')).toBe('s3');
    expect(literalPrefix('^[a-z]+$')).toBe('');
  });

  it('knows only regex format issues', () => {
    expect(patternMessage({ code: 'custom', input: 'x', path: [] } as z.core.$ZodRawIssue)).toBeUndefined();
  });
});
