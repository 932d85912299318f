import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router';
import { i18n } from '@/i18n/i18n';
import { system } from '@/theme/system';
import { router } from './router';

export function App() {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ChakraProvider>
  );
}
