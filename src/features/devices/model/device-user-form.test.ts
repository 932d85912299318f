import { beforeAll, describe, expect, it } from 'vitest';
import { installPatternMessages } from '@/lib/zod-messages';
import { createBody, createDeviceUserSchema, NEW_DEVICE_USER } from './device-user-form';

beforeAll(() => installPatternMessages());

const valid = {
  ...NEW_DEVICE_USER,
  device_user_reference: 'new.starter',
  first_name: 'New',
  surname: 'Starter',
  email: 'new.starter@acme.example',
  group: 'Compliance',
  services: ['calls' as const],
};

const messages = (values: object) => {
  const result = createDeviceUserSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('createDeviceUserSchema', () => {
  it('accepts a complete user and defaults the expected device count to 1', () => {
    expect(createDeviceUserSchema.parse({ ...valid, expected_device_count: undefined }).expected_device_count).toBe(1);
  });

  it("uses the specification's rules and messages", () => {
    const errors = messages({ ...valid, device_user_reference: ' x,y', first_name: 'A,B', email: 'not-an-email', services: [] });
    expect(errors.device_user_reference).toBe('Cannot start with leading space, cannot contain a comma');
    expect(errors.first_name).toBe('Cannot start with leading space, cannot contain a comma');
    expect(errors.email).toBe('Must be a valid email address');
    expect(errors.services).toBeDefined();
    expect(messages({ ...valid, device_user_reference: 'ab' }).device_user_reference).toBeDefined();
    expect(messages({ ...valid, expected_device_count: -1 }).expected_device_count).toBeDefined();
  });

  it('leaves the reference out of the body (it is the path)', () => {
    expect(createBody(createDeviceUserSchema.parse(valid))).toEqual({
      first_name: 'New',
      surname: 'Starter',
      email: 'new.starter@acme.example',
      group: 'Compliance',
      services: ['calls'],
      expected_device_count: 1,
    });
  });
});
