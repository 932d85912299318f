import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';
import { system } from '@/theme/system';

/** Theme and translations around the router, the same in the browser and in the pre-render. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChakraProvider>
  );
}
