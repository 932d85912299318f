import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'pt-BR'],
  fallbackLocales: { default: 'en-GB' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', 'src/test/**'],
    },
  ],
  // Origins without line numbers, so moving code does not make the catalogs stale.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  // The `<Trans>` macro renders src/i18n/trans.tsx's Trans: see there why.
  runtimeConfigModule: { Trans: ['@/i18n/trans', 'Trans'] },
});
