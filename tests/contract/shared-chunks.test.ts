import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import {
  APP_START,
  appStartGroup,
  REACT,
  reactGroup,
  DETAIL_SHARED,
  EVERY_PAGE,
  everyPageGroup,
  FORM_PARTS,
  FORMS,
  LIST_SCREENS_SHARED,
  pageChunks,
  planBreaches,
  SCREENS_SHARED,
  SIGN_IN_SHARED,
  SIGNED_IN_SHELL,
  sharedChunkGroups,
} from '../../scripts/vite-shared-chunks';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null, isEntry = false) => ({
  fileName,
  name: fileName,
  isEntry,
  facadeModuleId,
  imports,
  moduleIds,
});

const chunks = [
  chunk('index.js', ['/app/index.html', '/app/src/main.tsx'], ['react.js'], '/app/index.html', true),
  chunk('react.js', ['/app/node_modules/react/index.js']),
  chunk('landing.js', ['/app/src/landing.tsx'], ['react.js', 'box.js'], '/app/src/landing.tsx'),
  chunk('box.js', ['/app/node_modules/chakra/box.js']),
  chunk('calls.js', ['/app/src/calls.tsx'], ['table.js'], '/app/src/calls.tsx'),
  chunk('table.js', ['/app/src/table.tsx']),
];

describe('the chunks a page fetches up front', () => {
  it('are the entry, the named modules’ chunks and their static imports', () => {
    const files = pageChunks(chunks, ['src/landing.tsx'], '/app').map((found) => found.fileName);
    expect(files.sort()).toEqual(['box.js', 'index.js', 'landing.js', 'react.js']);
  });

  it('leave out the chunks no named module imports', () => {
    expect(pageChunks(chunks, [], '/app').map((found) => found.fileName)).toEqual(['index.js', 'react.js']);
  });
});

describe('the shared chunk groups', () => {
  const firstRoute = new Set(['/app/node_modules/chakra/box.js']);
  const signIn = new Set(['/app/node_modules/chakra/box.js', '/app/node_modules/chakra/field.js']);
  const shell = new Set(['/app/src/area-routes.tsx', '/app/node_modules/chakra/field.js']);
  const groups = sharedChunkGroups(firstRoute, signIn, shell);
  const named = (name: string) => groups.find((group) => group.name === name);
  const [forms, formParts, signInShared, signedInShell, screensShared] = [
    FORMS,
    FORM_PARTS,
    SIGN_IN_SHARED,
    SIGNED_IN_SHELL,
    SCREENS_SHARED,
  ].map(named);
  const takes = (group: typeof signInShared, id: string) => (group!.test as (id: string) => boolean)(id);

  it('never take a module the first route loads', () => {
    expect(takes(signInShared, '/app/node_modules/chakra/box.js')).toBe(false);
    expect(takes(signedInShell, '/app/node_modules/chakra/box.js')).toBe(false);
    expect(takes(screensShared, '/app/node_modules/chakra/box.js')).toBe(false);
  });

  it('give the form library and the form hook to a group of their own, before the sign-in page’s', () => {
    expect(takes(forms, '/app/node_modules/react-hook-form/dist/index.esm.mjs')).toBe(true);
    expect(takes(forms, '/app/node_modules/@hookform/resolvers/zod/dist/zod.mjs')).toBe(true);
    expect(takes(forms, '/app/src/components/form/use-zod-form.ts')).toBe(true);
    expect(takes(forms, '/app/src/components/form/text-fields.tsx')).toBe(false);
    expect(takes(forms, '/app/node_modules/chakra/field.js')).toBe(false);
    expect(forms!.priority).toBeGreaterThan(signInShared!.priority!);
  });

  it('give the screens’ form parts a group of their own, apart from the form library and the sign-in page’s', () => {
    expect(takes(formParts, '/app/src/components/form/text-fields.tsx')).toBe(true);
    expect(takes(formParts, '/app/src/components/form/dialog-form.tsx')).toBe(true);
    expect(takes(formParts, '/app/src/components/form/use-zod-form.ts')).toBe(false);
    expect(takes(formParts, '/app/src/features/services/detail/comment-form.tsx')).toBe(false);
    expect(takes(formParts, '/app/src/area-routes.tsx')).toBe(false);
    expect(formParts!.priority).toBeGreaterThan(screensShared!.priority!);
  });

  it('give what the sign-in page loads to its own group, first', () => {
    expect(takes(signInShared, '/app/node_modules/chakra/field.js')).toBe(true);
    expect(takes(signInShared, '/app/src/table.tsx')).toBe(false);
    expect(signInShared!.priority).toBeGreaterThan(screensShared!.priority!);
  });

  it('give the rest to the screens’ group once several screens share it', () => {
    expect(takes(screensShared, '/app/src/table.tsx')).toBe(true);
    expect(screensShared!.minShareCount).toBeGreaterThan(1);
  });

  it('gather what only a signed-in page’s shell loads into one chunk, even with a single user', () => {
    expect(takes(signedInShell, '/app/src/area-routes.tsx')).toBe(true);
    expect(signedInShell!.minShareCount).toBe(1);
    expect(takes(screensShared, '/app/src/area-routes.tsx')).toBe(false);
  });

  it('leave what the sign-in page loads too to the sign-in group', () => {
    expect(takes(signedInShell, '/app/node_modules/chakra/field.js')).toBe(false);
    expect(signInShared!.priority).toBeGreaterThan(signedInShell!.priority!);
    expect(signedInShell!.priority).toBeGreaterThan(screensShared!.priority!);
  });
});

describe('the app’s start group', () => {
  const group = appStartGroup(new Set(['/app/src/app/start-app.tsx', '/app/node_modules/react-router/index.mjs']));
  const takes = (id: string) => (group.test as (id: string) => boolean)(id);

  it('takes exactly the modules it is given, into one chunk named for the app’s start', () => {
    expect(group.name).toBe(APP_START);
    expect(takes('/app/node_modules/react-router/index.mjs')).toBe(true);
    expect(takes('/app/src/features/landing/landing-page.tsx')).toBe(false);
    expect(group.minShareCount).toBe(1);
  });

  it('comes before every other group', () => {
    const others = sharedChunkGroups(new Set(), new Set(), new Set(), { dashboard: new Set(), detail: new Set() });
    expect(Math.min(...others.map((other) => other.priority!))).toBeGreaterThan(0);
    expect(group.priority).toBeGreaterThan(Math.max(...others.map((other) => other.priority!)));
  });
});

describe('React’s group', () => {
  const appStart = new Set([
    '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/app/node_modules/react/index.js',
    '/app/node_modules/scheduler/index.js',
    '/app/node_modules/react-router/index.mjs',
  ]);
  const group = reactGroup(appStart);
  const takes = (id: string) => (group.test as (id: string) => boolean)(id);

  it('takes React, React DOM and the scheduler from the app’s start, and nothing else', () => {
    expect(group.name).toBe(REACT);
    expect(takes('/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(takes('/app/node_modules/react/index.js')).toBe(true);
    expect(takes('/app/node_modules/scheduler/index.js')).toBe(true);
    expect(takes('/app/node_modules/react-router/index.mjs')).toBe(false);
    expect(takes('/app/node_modules/react-hook-form/dist/index.esm.mjs')).toBe(false);
  });

  it('takes only what the app’s start has', () => {
    expect(takes('/app/node_modules/react-dom/server.browser.js')).toBe(false);
  });

  it('comes before the app’s start group, which would take them otherwise', () => {
    expect(group.priority).toBeGreaterThan(appStartGroup(appStart).priority!);
  });
});

describe('the screens’ groups, given what the dashboard and a call’s detail page load', () => {
  const shell = new Set(['/app/src/layout.tsx']);
  const dashboard = new Set(['/app/src/badge.tsx']);
  const detail = new Set(['/app/src/badge.tsx', '/app/src/comments.tsx', '/app/node_modules/zag/tabs.js']);
  const groups = sharedChunkGroups(new Set(), new Set(), shell, { dashboard, detail });
  const named = (name: string) => groups.find((group) => group.name === name)!;
  const takes = (name: string, id: string) => (named(name).test as (id: string) => boolean)(id);

  it('keep what the dashboard uses in the screens’ group, shared by two screens or more', () => {
    expect(takes(SCREENS_SHARED, '/app/src/badge.tsx')).toBe(true);
    expect(takes(SCREENS_SHARED, '/app/src/comments.tsx')).toBe(false);
    expect(takes(SCREENS_SHARED, '/app/src/table.tsx')).toBe(false);
    expect(named(SCREENS_SHARED).minShareCount).toBe(2);
  });

  it('give what the detail page adds to the detail’s group, so the dashboard never fetches it', () => {
    expect(takes(DETAIL_SHARED, '/app/src/comments.tsx')).toBe(true);
    expect(takes(DETAIL_SHARED, '/app/node_modules/zag/tabs.js')).toBe(true);
    expect(takes(DETAIL_SHARED, '/app/src/badge.tsx')).toBe(false);
    expect(takes(DETAIL_SHARED, '/app/src/table.tsx')).toBe(false);
    expect(named(DETAIL_SHARED).minShareCount).toBe(2);
  });

  it('give what only other screens share to the lists’ group, so neither page fetches it', () => {
    expect(takes(LIST_SCREENS_SHARED, '/app/src/table.tsx')).toBe(true);
    expect(takes(LIST_SCREENS_SHARED, '/app/src/comments.tsx')).toBe(false);
    expect(takes(LIST_SCREENS_SHARED, '/app/src/badge.tsx')).toBe(false);
    expect(takes(LIST_SCREENS_SHARED, '/app/src/layout.tsx')).toBe(false);
    expect(named(LIST_SCREENS_SHARED).minShareCount).toBeGreaterThan(2);
  });

  it('leave the detail’s and the lists’ groups empty without those pages', () => {
    const plain = sharedChunkGroups(new Set(), new Set(), shell);
    const plainTakes = (name: string) =>
      (plain.find((group) => group.name === name)!.test as (id: string) => boolean)('/app/src/table.tsx');
    expect(plainTakes(DETAIL_SHARED)).toBe(false);
    expect(plainTakes(LIST_SCREENS_SHARED)).toBe(false);
    expect(plainTakes(SCREENS_SHARED)).toBe(true);
  });
});

describe('a build that breaks the plan', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const source = (path: string) => resolve(root, path);
  /** The chunk whose facade is the source module at `path`, importing `imports`. */
  const moduleChunk = (file: string, path: string, imports: string[] = []) => chunk(file, [source(path)], imports, source(path));
  const startApp = moduleChunk('start-app.js', 'src/app/start-app.tsx');
  const group = (name: string, imports: string[] = []) => ({ ...chunk(`${name}.js`, ['/x.js'], imports), name });

  it('is named for each page that loads a shared chunk it must not', () => {
    expect(planBreaches([{ ...startApp, imports: ['screens-shared.js'] }, group(SCREENS_SHARED)])).toEqual([
      '/ loads screens-shared',
      '/sign-in loads screens-shared',
    ]);
  });

  it('is named when the sign-in page loads the signed-in shell', () => {
    const signInPage = moduleChunk('sign-in-page.js', 'src/features/auth/sign-in-page.tsx', ['signed-in-shell.js']);
    expect(planBreaches([{ ...startApp, imports: [] }, signInPage, group(SIGNED_IN_SHELL)])).toEqual(['/sign-in loads signed-in-shell']);
  });

  it('is named when the notifications every page asks for as the app starts load a shared chunk', () => {
    const toaster = moduleChunk('toaster.js', 'src/components/toaster.tsx', ['sign-in-shared.js']);
    expect(planBreaches([{ ...startApp, imports: [] }, toaster, group(SIGN_IN_SHARED)])).toEqual(['/ loads sign-in-shared']);
  });

  it('is named when a call’s detail page or the dashboard loads the lists’ group', () => {
    const reviewPage = moduleChunk('payload-detail-page.js', 'src/features/services/payload-detail-page.tsx', ['list-screens-shared.js']);
    expect(planBreaches([{ ...startApp, imports: [] }, reviewPage, group(LIST_SCREENS_SHARED)])).toEqual([
      'src/features/services/payload-detail-page.tsx loads list-screens-shared',
    ]);
    const dashboard = moduleChunk('dashboard-page.js', 'src/features/dashboard/dashboard-page.tsx', ['list-screens-shared.js']);
    expect(planBreaches([{ ...startApp, imports: [] }, dashboard, group(LIST_SCREENS_SHARED)])).toEqual([
      'src/features/dashboard/dashboard-page.tsx loads list-screens-shared',
    ]);
  });

  it('is named when the dashboard loads the detail’s group or the forms', () => {
    const dashboard = moduleChunk('dashboard-page.js', 'src/features/dashboard/dashboard-page.tsx', ['detail-shared.js', 'forms.js']);
    expect(planBreaches([{ ...startApp, imports: [] }, dashboard, group(DETAIL_SHARED), group(FORMS)])).toEqual([
      'src/features/dashboard/dashboard-page.tsx loads detail-shared',
      'src/features/dashboard/dashboard-page.tsx loads forms',
    ]);
  });

  it('is named when a call’s detail page loads the form code before its payload, or its comments tab the lists’ group', () => {
    const reviewPage = moduleChunk('payload-detail-page.js', 'src/features/services/payload-detail-page.tsx', [
      'forms.js',
      'form-parts.js',
    ]);
    const commentsTab = moduleChunk('comments-panel.js', 'src/features/services/detail/comments-panel.tsx', ['list-screens-shared.js']);
    const groups = [group(FORMS), group(FORM_PARTS), group(LIST_SCREENS_SHARED)];
    expect(planBreaches([{ ...startApp, imports: [] }, reviewPage, commentsTab, ...groups])).toEqual([
      'src/features/services/payload-detail-page.tsx’s comments tab loads list-screens-shared',
      'src/features/services/payload-detail-page.tsx loads forms',
      'src/features/services/payload-detail-page.tsx loads form-parts',
    ]);
  });

  it('is named when a shared chunk imports a chunk that imports it back', () => {
    const routeTable = chunk('area-routes.js', ['/y.js'], ['screens-shared.js']);
    expect(planBreaches([startApp, routeTable, group(SCREENS_SHARED, ['area-routes.js'])])).toEqual([
      'screens-shared imports a chunk that imports it',
    ]);
  });

  it('is not found in a build that keeps it', () => {
    expect(planBreaches([{ ...startApp, imports: [] }, group(SIGN_IN_SHARED), group(SCREENS_SHARED, ['sign-in-shared.js'])])).toEqual([]);
  });
});

describe('the group of what every page asks for as the app starts', () => {
  const group = everyPageGroup(new Set(['/app/src/components/toaster.tsx', '/app/node_modules/@zag-js/toast/dist/toast.store.mjs']));
  const takes = (id: string) => (group.test as (id: string) => boolean)(id);

  it('takes exactly the modules it is given, into one chunk, beside the app’s start', () => {
    expect(group.name).toBe(EVERY_PAGE);
    expect(takes('/app/node_modules/@zag-js/toast/dist/toast.store.mjs')).toBe(true);
    expect(takes('/app/src/components/offline-banner.tsx')).toBe(false);
    expect(group.priority).toBe(appStartGroup(new Set()).priority);
  });
});
