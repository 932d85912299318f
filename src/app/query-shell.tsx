import '@/auth/wire-http';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/api/query-client';
import { i18n } from '@/i18n/i18n';
import { translatePatternMessage } from '@/i18n/pattern-message-translations';
import { followLocaleInZod } from '@/i18n/zod-locale';
import { installPatternMessages } from '@/lib/zod-messages';

// Zod loads with the first screen that talks to the API, not with the landing page.
followLocaleInZod(i18n);
installPatternMessages(translatePatternMessage);

/** Server data for every area that talks to the API; the public landing pages load none of it. */
export default function QueryShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
