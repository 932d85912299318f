import { beforeAll, describe, expect, it } from 'vitest';
import { installPatternMessages } from '@/lib/zod-messages';
import { defaultsFormSchema } from './defaults-form';

const schema = defaultsFormSchema({ pickGroup: 'pick a group', pickRole: 'pick a role' });
const issues = (values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

beforeAll(() => installPatternMessages());

describe('account defaults form', () => {
  it('accepts the defaults as the PUT body', () => {
    const defaults = { user_group: 'Compliance', role: 'Read Only', cidr_ranges: ['10.0.0.0/8'] };
    expect(schema.parse(defaults)).toEqual(defaults);
  });

  it('asks for a group and a role when none is picked', () => {
    expect(issues({ user_group: undefined, role: undefined, cidr_ranges: [] })).toEqual([
      ['user_group', 'pick a group'],
      ['role', 'pick a role'],
    ]);
  });

  it('checks CIDR ranges with the CIDR message', () => {
    expect(issues({ user_group: 'Compliance', role: 'Read Only', cidr_ranges: ['10.0.0.0/8', '300.1.1.1'] })).toEqual([
      ['cidr_ranges.1', 'Must be a valid CIDR range'],
    ]);
  });
});
