import type { I18n } from '@lingui/core';
import * as z from '@generated/zod';
import en from 'zod/v4/locales/en.js';
import ptBR from 'zod/v4/locales/pt-BR.js';

const LOCALE_ERRORS: Record<string, () => { localeError: z.core.$ZodErrorMap }> = { 'en-GB': en, 'pt-BR': ptBR };

/**
 * Zod's own messages (lengths, sizes, types) follow the portal's locale; the spec's pattern
 * messages come first through the custom error map of src/lib/zod-messages.ts.
 */
export function followLocaleInZod(i18n: I18n): void {
  const apply = () => z.config((LOCALE_ERRORS[i18n.locale] ?? en)());
  apply();
  i18n.on('change', apply);
}
