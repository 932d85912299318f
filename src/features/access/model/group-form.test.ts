import { beforeAll, describe, expect, it } from 'vitest';
import type { TagDefinition } from '@generated/admin/model';
import { installPatternMessages } from '@/lib/zod-messages';
import { groupFormSchema, groupFormValues, unusedDefinitions, type GroupFormValues } from './group-form';

const definitions: TagDefinition[] = [
  { tag_key: 'region', tag_values: ['uk', 'br'], is_required: true, default_value: 'uk' },
  { tag_key: 'risk_level', tag_values: ['low', 'high'], is_required: true, default_value: 'low' },
  { tag_key: 'supervisor', tag_values: null, is_required: false, default_value: null },
];
const messages = {
  duplicateReference: 'reference taken',
  duplicateKey: 'key twice',
  unknownKey: 'no definition',
  valueNotAllowed: 'value not allowed',
};

function issues(values: GroupFormValues, taken: string[] = []) {
  const result = groupFormSchema(messages, definitions, taken).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

beforeAll(() => installPatternMessages());

describe('group form', () => {
  it('pre-fills the required tags of a new group with their defaults', () => {
    expect(groupFormValues(definitions)).toEqual({
      group_reference: '',
      tags: [
        { tag_key: 'region', tag_value: 'uk' },
        { tag_key: 'risk_level', tag_value: 'low' },
      ],
    });
  });

  it('keeps an edited group tags and adds the required ones it lacks', () => {
    const values = groupFormValues(definitions, {
      group_reference: 'Compliance',
      tags: [
        { tag_key: 'supervisor', tag_value: 'Ana' },
        { tag_key: 'region', tag_value: 'br' },
      ],
    });
    expect(values.tags).toEqual([
      { tag_key: 'supervisor', tag_value: 'Ana' },
      { tag_key: 'region', tag_value: 'br' },
      { tag_key: 'risk_level', tag_value: 'low' },
    ]);
  });

  it('accepts a valid group and sends the body with the reference', () => {
    const values = {
      group_reference: 'London Trading',
      tags: [
        { tag_key: 'region', tag_value: 'uk' },
        { tag_key: 'supervisor', tag_value: 'Any text at all' },
      ],
    };
    expect(groupFormSchema(messages, definitions).parse(values)).toEqual(values);
  });

  it('checks the reference with the contract rule and refuses one that is taken', () => {
    expect(issues({ group_reference: ' Lead', tags: [] })).toEqual([
      ['group_reference', 'Cannot start with leading space, cannot contain a comma'],
    ]);
    expect(issues({ group_reference: 'A,B', tags: [] })[0]?.[0]).toBe('group_reference');
    expect(issues({ group_reference: 'X', tags: [] })[0]?.[0]).toBe('group_reference');
    expect(issues({ group_reference: 'Compliance', tags: [] }, ['Compliance'])).toEqual([['group_reference', 'reference taken']]);
  });

  it('refuses a key twice, a key without definition and a value the definition does not allow', () => {
    const tags = [
      { tag_key: 'region', tag_value: 'uk' },
      { tag_key: 'region', tag_value: 'br' },
      { tag_key: 'colour', tag_value: 'red' },
      { tag_key: 'risk_level', tag_value: 'extreme' },
    ];
    expect(issues({ group_reference: 'Desk', tags })).toEqual([
      ['tags.1.tag_key', 'key twice'],
      ['tags.2.tag_key', 'no definition'],
      ['tags.3.tag_value', 'value not allowed'],
    ]);
  });

  it('refuses a value over 255 characters and more than 50 tags', () => {
    expect(issues({ group_reference: 'Desk', tags: [{ tag_key: 'supervisor', tag_value: 'x'.repeat(256) }] })[0]?.[0]).toBe(
      'tags.0.tag_value',
    );
    const many = Array.from({ length: 51 }, (_, index) => ({ tag_key: `k${index}`, tag_value: 'v' }));
    expect(issues({ group_reference: 'Desk', tags: many })[0]?.[0]).toBe('tags');
  });

  it('offers only the definitions not yet on the group', () => {
    expect(unusedDefinitions(definitions, [{ tag_key: 'region' }]).map((definition) => definition.tag_key)).toEqual([
      'risk_level',
      'supervisor',
    ]);
  });
});
