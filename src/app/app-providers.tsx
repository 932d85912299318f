import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';
import { layerRulesInPlaceCache } from '@/theme/layer-rules-in-place';
import { portalSystem } from '@/theme/system';

/**
 * A production build has the global CSS (reset, base styles, token variables) in index.html
 * (scripts/vite-static-global-css.ts), so Chakra is not asked to build and insert it again.
 */
let provided: SystemContext | undefined;
function providedSystem(): SystemContext {
  const system = portalSystem();
  const lazyGlobalCss = import.meta.env.PROD && !__PATCHES_OFF__.includes('chakra-lazy-global-css');
  provided ??= lazyGlobalCss ? (Object.create(system, { _global: { value: [] } }) as SystemContext) : system;
  return provided;
}

/** The browser's style cache; the pre-render keeps Emotion's own, which writes the styles beside the elements. */
const browserStyleCache = typeof document === 'undefined' ? undefined : layerRulesInPlaceCache();

/** Theme and translations around the router, the same in the browser and in the pre-render. */
export function AppProviders({ children }: { children: ReactNode }) {
  const themed = (
    <ChakraProvider value={providedSystem()}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ChakraProvider>
  );
  return browserStyleCache ? <CacheProvider value={browserStyleCache}>{themed}</CacheProvider> : themed;
}
