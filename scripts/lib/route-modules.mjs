/** The app start (imported after the first frame) and the root route: every page loads them. */
const SHELL = ['src/app/start-app.tsx', 'src/app/root.tsx'];

/** The layout and page of `/`, which no other page needs. */
export const FIRST_ROUTE_PAGE_MODULES = ['src/app/layouts/landing-layout.tsx', 'src/features/landing/landing-page.tsx'];

/** Source modules that `/` loads besides the entry: the shell, its lazy layout and page (en-GB needs no catalog). */
export const FIRST_ROUTE_MODULES = [...SHELL, ...FIRST_ROUTE_PAGE_MODULES];

/** Source modules every page asks for as soon as the app starts, though they mount later (src/app/deferred-overlays.tsx). */
export const EVERY_PAGE_MODULES = ['src/components/toaster.tsx', 'src/components/offline-banner.tsx'];

/** Source modules that `/sign-in` loads besides the entry. */
export const SIGN_IN_MODULES = [
  ...SHELL,
  'src/app/query-shell.tsx',
  'src/app/layouts/empty-layout.tsx',
  'src/features/auth/sign-in-page.tsx',
];

/** What a signed-in page loads before its screen: the session's first data, the route table, guards and layouts. */
export const SIGNED_IN_SHELL_MODULES = [
  'src/app/loaders/session-prefetch.ts',
  'src/app/area-routes.tsx',
  'src/app/query-shell.tsx',
  'src/app/guards/require-auth.tsx',
  'src/app/guards/require-terms.tsx',
  'src/app/guards/require-staff.tsx',
  'src/app/layouts/default-layout.tsx',
  'src/app/layouts/internal-layout.tsx',
];

/** The dashboard, the first page after sign-in: it loads none of the forms, tabs and comments a call's detail page shares. */
export const DASHBOARD_MODULE = 'src/features/dashboard/dashboard-page.tsx';

/** A call's detail page, where reviewers spend their day. */
export const DETAIL_MODULE = 'src/features/services/payload-detail-page.tsx';

/** What a call's detail page loads once its payload is on screen: the comments tab, its first tab, with the comment form. */
export const DETAIL_TAB_MODULES = ['src/features/services/detail/comments-panel.tsx'];

/** Pages that never load what only the lists share. */
export const OFF_LIST_PAGE_MODULES = [DETAIL_MODULE, DASHBOARD_MODULE];
