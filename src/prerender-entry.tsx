import { Global } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { LoadingFrame } from '@/app/layouts/loading-frame';
import { routes } from '@/app/router';
import { documentTitle } from '@/components/use-page-title';
import { i18n, loadLocale } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';
import { screenHeadings, type HeadedPath } from '@/lib/screen-headings';
import { portalSystem } from '@/theme/system';
import { SIGNED_IN_AREAS, signedInArea, type SignedInArea } from '@/lib/signed-in-areas';

export { LOCALES } from '@/i18n/locales';
export { PUBLIC_PAGES, prerenderedFile } from '@/prerender/public-pages';
export { SIGNED_IN_AREAS } from '@/lib/signed-in-areas';
export { loadingFrameFile } from '@/prerender/loading-frames';

/** The screens whose loading frame shows their heading, by area. */
export const FRAMED_SCREENS = (Object.keys(screenHeadings) as HeadedPath[]).flatMap((path) => {
  const area = signedInArea(path);
  return area ? [{ path, area }] : [];
});

/** Static markup of `element` inside the app's providers, with the styles Emotion writes beside the elements. */
async function renderStatic(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>{element}</AppProviders>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The markup of one public page in one locale: the same providers and route elements the browser
 * renders first (src/main.tsx hydrates it), with the styles Emotion writes beside the elements.
 */
export async function renderPage(path: string, locale: Locale): Promise<string> {
  await loadLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`pre-render: ${path} answered ${context.status}`);
  if (context.errors) throw new Error(`pre-render: ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderStatic(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * The loading frame of a signed-in area in one locale, with the heading of the screen at `path` if
 * given, and the document title it stands for.
 */
export async function renderLoadingFrame(area: SignedInArea, locale: Locale, path?: HeadedPath): Promise<{ html: string; title: string }> {
  await loadLocale(locale);
  const html = await renderStatic(
    <StaticRouter location={path ?? SIGNED_IN_AREAS[area]}>
      <LoadingFrame area={area} path={path} />
    </StaticRouter>,
  );
  return { html, title: documentTitle(i18n, path ? i18n._(screenHeadings[path].title) : undefined) };
}

/** The global CSS (layer order, reset, base styles, token variables) as Emotion writes it, for index.html. */
export function globalCss(): string {
  const system = portalSystem();
  const html = renderToString(<Global styles={[system.layers.atRule, system._global]} />);
  return html.replace(/<style[^>]*>|<\/style>/g, '');
}
