import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileSourceMessage } from './compile-source-message';

const sourceMessages = (): string[] =>
  [...readFileSync(resolve(process.cwd(), 'src/i18n/locales/en-GB/messages.po'), 'utf8').matchAll(/^msgid ((?:".*"\n?)+)/gm)]
    .map((match) =>
      match[1]!
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join(''),
    )
    .filter(Boolean);

describe('compileSourceMessage', () => {
  it.each([
    'Plain text',
    'Page not found: {pathname}',
    "The organisation's devices",
    "Quote '{braces}' and ''doubled'' quotes",
    '{count, plural, one {# alert} other {# alerts}}',
    '{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}',
    '{kind, select, call {a call} sms {a message} other {a payload}}',
    '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    'Size {bytes, number} and {when, date, short}',
    'The {typeLabel} <0>{reference}</0> comes back',
    'Nested {n, plural, one {one {thing}} other {# {thing}s}}',
  ])('compiles %s as Lingui does', (message) => {
    expect(compileSourceMessage(message)).toEqual(compileMessage(message));
  });

  it('agrees with Lingui on every message of the en-GB catalog', () => {
    const messages = sourceMessages();
    expect(messages.length).toBeGreaterThan(100);
    for (const message of messages) expect(compileSourceMessage(message), message).toEqual(compileMessage(message));
  });
});
