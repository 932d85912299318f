import { beforeAll, describe, expect, it } from 'vitest';
import { installPatternMessages } from '@/lib/zod-messages';
import { COMMAND_FORM_DEFAULTS, commandFormSchema, commandRequest, paramEntries } from './command-form';

const schema = commandFormSchema('reversed');

beforeAll(() => installPatternMessages());

describe('commandFormSchema', () => {
  it('accepts each of the eight commands and rejects others', () => {
    expect(schema.safeParse({ ...COMMAND_FORM_DEFAULTS, command: 'allow_power_off' }).success).toBe(true);
    expect(schema.safeParse({ ...COMMAND_FORM_DEFAULTS, command: 'reboot' }).success).toBe(false);
  });

  it("checks dates with the contract's pattern message and refuses a reversed range", () => {
    const bad = schema.safeParse({ ...COMMAND_FORM_DEFAULTS, from: '26-10-2026' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Must be a date formatted like 1999-01-01 or 1999-01-01-165000');
    const reversed = schema.safeParse({ ...COMMAND_FORM_DEFAULTS, from: '2026-10-26', to: '2026-10-19' });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['to', 'reversed']]);
  });
});

describe('commandRequest', () => {
  it("sends only the chosen command's parameters, leaving empty ones out", () => {
    const values = schema.parse({
      ...COMMAND_FORM_DEFAULTS,
      command: 'reupload_sms_messages',
      from: '2026-10-19',
      enabled: false,
      message: 'ignored',
    });
    expect(commandRequest(values)).toEqual({ command: 'reupload_sms_messages', params: { from: '2026-10-19' } });
  });

  it('keeps false booleans and sends no params for commands without any', () => {
    expect(commandRequest(schema.parse({ ...COMMAND_FORM_DEFAULTS, command: 'allow_power_off', allowed: false }))).toEqual({
      command: 'allow_power_off',
      params: { allowed: false },
    });
    expect(commandRequest(schema.parse({ ...COMMAND_FORM_DEFAULTS, command: 'remove_device_admin' }))).toEqual({
      command: 'remove_device_admin',
      params: {},
    });
    expect(commandRequest(schema.parse({ ...COMMAND_FORM_DEFAULTS, command: 'sms_auto_response', message: 'Driving' }))).toEqual({
      command: 'sms_auto_response',
      params: { enabled: true, message: 'Driving' },
    });
  });
});

describe('paramEntries', () => {
  it('lists parameters as text, keeping booleans for the caller to word', () => {
    expect(paramEntries({ from: '2026-10-19', allowed: true, minutes: 30, nested: { a: 1 } })).toEqual([
      ['from', '2026-10-19'],
      ['allowed', true],
      ['minutes', '30'],
      ['nested', '{"a":1}'],
    ]);
    expect(paramEntries(undefined)).toEqual([]);
  });
});
