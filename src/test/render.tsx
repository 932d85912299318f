import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, render, screen, within, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import '@/auth/wire-http';
import { Toaster } from '@/components/toaster';
import { portalSystem } from '@/theme/system';

/** Activates a locale with no catalog: messages show their en-GB source text. */
export function activateTestLocale(locale: 'en-GB' | 'pt-BR' = 'en-GB'): void {
  i18n.load(locale, {});
  i18n.activate(locale);
}

/** The app's query client (its cache and error policy) without retries, keeping what it loaded. */
export function testQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, gcTime: Infinity } });
}

/** Shows the router's current location, so tests can assert what a block wrote into the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the MemoryRouter. */
  route?: string;
  /** Route pattern the UI is mounted on; other paths render their path as text (to see navigation). */
  path?: string;
  queryClient?: QueryClient;
  locale?: 'en-GB' | 'pt-BR';
}

/** Renders inside Chakra (the app's system), Lingui, TanStack Query and a MemoryRouter, with the app's toaster. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { route = '/', path = '*', queryClient = testQueryClient(), locale = 'en-GB', ...rest } = options;
  activateTestLocale(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={portalSystem()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route
                path={path}
                element={
                  <>
                    {children}
                    <LocationProbe />
                  </>
                }
              />
              {path === '*' ? null : <Route path="*" element={<LocationProbe />} />}
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
        <Toaster />
      </I18nProvider>
    </ChakraProvider>
  );
  return { user: userEvent.setup(), queryClient, ...render(ui, { wrapper: Wrapper, ...rest }) };
}

/** Renders only the app's toaster, for tests of code without a screen (the API client, the session) that notifies. */
export function renderToaster() {
  return render(
    <ChakraProvider value={portalSystem()}>
      <Toaster />
    </ChakraProvider>,
  );
}

/** The notification the user sees with `text` as its title or description. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  return within(await screen.findByRole('region', { name: /Notifications/ })).findByText(text);
}

// Chakra components render slowly in jsdom on a busy machine: give findBy/waitFor 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no ResizeObserver; popovers (menus, selects) and the virtualiser ask for one.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
