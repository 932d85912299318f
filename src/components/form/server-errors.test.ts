import { describe, expect, it } from 'vitest';
import { matchField, splitServerErrors } from './server-errors';

describe('matchField', () => {
  const rendered = ['message', 'comment_duration.start_time', 'comment_duration.duration', 'tags.0.tag_value'];
  it('finds the same path, or the first field inside a parent path', () => {
    expect(matchField('message', rendered)).toBe('message');
    expect(matchField('comment_duration', rendered)).toBe('comment_duration.start_time');
    expect(matchField('tags.0.tag_value', rendered)).toBe('tags.0.tag_value');
    expect(matchField('other', rendered)).toBeUndefined();
  });
  it('applies a rename first', () => {
    expect(matchField('comment_body', rendered, (path) => (path === 'comment_body' ? 'message' : undefined))).toBe('message');
  });
});

describe('splitServerErrors', () => {
  it('splits field errors from path: message lines', () => {
    const body = {
      errors: [
        { path: '/message', message: 'too long' },
        { path: '/group', message: 'unknown group' },
        {
          instancePath: '',
          keyword: 'required',
          params: { missingProperty: 'services' },
          message: "must have required property 'services'",
        },
      ],
    };
    const split = splitServerErrors(body, 'fallback', (path) => (path === 'message' ? 'message' : undefined));
    expect(split.fields).toEqual([['message', 'too long']]);
    expect(split.lines).toEqual(['group: unknown group', 'services: required']);
  });
  it('uses the error record or the fallback when there are no field errors', () => {
    expect(splitServerErrors({ error_code: 409, message: 'A closed comment cannot be edited' }, 'fallback', () => undefined).lines).toEqual(
      ['A closed comment cannot be edited'],
    );
    expect(splitServerErrors(undefined, 'Network down', () => undefined).lines).toEqual(['Network down']);
  });
});
