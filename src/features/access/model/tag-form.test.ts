import { beforeAll, describe, expect, it } from 'vitest';
import { installPatternMessages } from '@/lib/zod-messages';
import { tagFormSchema, tagFormValues, toTagRequest, type TagFormValues } from './tag-form';

const messages = { duplicateKey: 'taken', defaultNotListed: 'not listed' };
const base: TagFormValues = { tag_key: 'desk', any_value: false, tag_values: ['fx', 'rates'], is_required: false, default_value: '' };

function issues(values: Partial<TagFormValues>, taken: string[] = []) {
  const result = tagFormSchema(messages, taken).safeParse({ ...base, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

beforeAll(() => installPatternMessages());

describe('tag form', () => {
  it('sends null values for "any value" and null for no default', () => {
    expect(toTagRequest({ ...base, any_value: true })).toEqual({
      tag_key: 'desk',
      tag_values: null,
      is_required: false,
      default_value: null,
    });
    expect(tagFormSchema(messages).parse({ ...base, default_value: 'fx' })).toEqual({
      tag_key: 'desk',
      tag_values: ['fx', 'rates'],
      is_required: false,
      default_value: 'fx',
    });
  });

  it('checks the key: 1 to 60 characters with the name pattern and its message', () => {
    expect(issues({ tag_key: '' })[0]?.[0]).toBe('tag_key');
    expect(issues({ tag_key: 'x'.repeat(61) })[0]?.[0]).toBe('tag_key');
    expect(issues({ tag_key: ' desk' })).toEqual([
      ['tag_key', 'No special characters apart from -_.!() and spaces, no leading or trailing space'],
    ]);
    expect(issues({ tag_key: 'free text (any)' })).toEqual([]);
  });

  it('refuses a key another definition has', () => {
    expect(issues({ tag_key: 'region' }, ['region'])).toEqual([['tag_key', 'taken']]);
  });

  it('needs values and a default for a required tag', () => {
    expect(issues({ is_required: true, any_value: true, default_value: 'fx' })).toEqual([
      ['tag_values', 'A required tag needs tag values and a default value'],
    ]);
    expect(issues({ is_required: true, tag_values: [], default_value: 'fx' })[0]).toEqual([
      'tag_values',
      'A required tag needs tag values and a default value',
    ]);
    expect(issues({ is_required: true })).toEqual([['default_value', 'A required tag needs tag values and a default value']]);
    expect(issues({ is_required: true, default_value: 'fx' })).toEqual([]);
  });

  it('needs the default to be one of the values', () => {
    expect(issues({ default_value: 'equities' })).toEqual([['default_value', 'not listed']]);
    expect(issues({ any_value: true, default_value: 'anything' })).toEqual([]);
  });

  it('refuses repeated values and values over 255 characters, at the entry', () => {
    expect(issues({ tag_values: ['fx', 'fx'] })).toEqual([['tag_values.1', 'Items must be unique']]);
    expect(issues({ tag_values: ['fx', 'y'.repeat(256)] })[0]?.[0]).toBe('tag_values.1');
  });

  it('starts from the definition being edited', () => {
    expect(tagFormValues({ tag_key: 'supervisor', tag_values: null, is_required: false, default_value: null })).toEqual({
      tag_key: 'supervisor',
      any_value: true,
      tag_values: [],
      is_required: false,
      default_value: '',
    });
  });
});
