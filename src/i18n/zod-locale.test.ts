import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from '@generated/zod';
import { followLocaleInZod } from './zod-locale';

describe("Zod's messages follow the locale", () => {
  afterAll(() => i18n.activate('en-GB'));

  it('speaks English in en-GB and Portuguese in pt-BR', () => {
    followLocaleInZod(i18n);
    const tooShort = () => z.string().min(3).safeParse('ab').error?.issues[0]?.message;
    expect(tooShort()).toMatch(/expected string to have >=3 characters/);
    i18n.load('pt-BR', {});
    i18n.activate('pt-BR');
    expect(tooShort()).toBe('Pequeno demais: esperava que o texto tivesse >= 3 caracteres');
  });
});
