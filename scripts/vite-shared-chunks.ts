import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import {
  EVERY_PAGE_MODULES,
  FIRST_ROUTE_MODULES,
  FIRST_ROUTE_PAGE_MODULES,
  DASHBOARD_MODULE,
  DETAIL_MODULE,
  DETAIL_TAB_MODULES,
  OFF_LIST_PAGE_MODULES,
  SIGN_IN_MODULES,
  SIGNED_IN_SHELL_MODULES,
} from './lib/route-modules.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
/** What the sign-in page shares with the screens after it (the query shell, forms, generated schemas). */
export const SIGN_IN_SHARED = 'sign-in-shared';
/** What only signed-in pages load before their screen (route table, guards, layouts and their parts). */
export const SIGNED_IN_SHELL = 'signed-in-shell';
/** What many signed-in screens share (badges, dates, tooltips, Chakra parts) beyond the sign-in page; given the review pages, what the dashboard uses of it. */
export const SCREENS_SHARED = 'screens-shared';
/** What a call's detail page and its comments tab share with other screens and the dashboard does not use (tabs, comments, dialogs). */
export const DETAIL_SHARED = 'detail-shared';
/** What many signed-in screens share that neither the dashboard nor a call's detail page uses (tables, filters, the URL's filter state). */
export const LIST_SCREENS_SHARED = 'list-screens-shared';
/** The form library and the form hook the sign-in page uses: the signed-in pages without a form never load them. */
export const FORMS = 'forms';
const FORM_MODULES = /\/node_modules\/(react-hook-form|@hookform\/resolvers)\/|\/src\/components\/form\/use-zod-form\.ts$/;
/** The screens' form parts (the form frame, its fields, dialog forms): a call's page loads them with its comment form, after its payload. */
export const FORM_PARTS = 'form-parts';
const FORM_PART_MODULES = /\/src\/components\/form\//;
const GROUPS = [SIGN_IN_SHARED, SIGNED_IN_SHELL, SCREENS_SHARED, DETAIL_SHARED, LIST_SCREENS_SHARED, FORMS, FORM_PARTS];
/** Lazy entries (screens, layouts) that must use a module before it joins `screens-shared`. */
const SCREENS_SHARED_MIN_USERS = 5;

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'name' | 'isEntry' | 'facadeModuleId' | 'imports' | 'moduleIds'>;

/** `start` and every chunk they import statically, each once. */
export function withImports(chunks: readonly Chunk[], start: readonly string[]): Chunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const file of start) visit(byFile.get(file));
  return [...found.values()];
}

/** The chunks whose facade is one of `modules` (source paths). */
const facadesOf = (chunks: readonly Chunk[], modules: readonly string[], root = ROOT): Chunk[] => {
  const facades = new Set(modules.map((module) => resolve(root, module)));
  return chunks.filter((chunk) => chunk.facadeModuleId && facades.has(chunk.facadeModuleId));
};

/** The chunks a page fetches up front: the entry's and those of `modules` (source paths), with every static import. */
export function pageChunks(chunks: readonly Chunk[], modules: readonly string[], root = ROOT): Chunk[] {
  const facades = facadesOf(chunks, modules, root);
  const starts = chunks.filter((chunk) => chunk.isEntry || facades.includes(chunk));
  return withImports(
    chunks,
    starts.map((chunk) => chunk.fileName),
  );
}

const modulesOf = (chunks: readonly Chunk[]) => new Set(chunks.flatMap((chunk) => chunk.moduleIds));

/** What `/` loads: its first route, and what every page asks for once the app has started (the notifications). */
const LANDING_MODULES = [...FIRST_ROUTE_MODULES, ...EVERY_PAGE_MODULES];

/** What the review pages, where reviewers start and spend their day, load (scripts/lib/route-modules.mjs). */
export interface ReviewPages {
  dashboard: ReadonlySet<string>;
  detail: ReadonlySet<string>;
}

/**
 * The groups, given the modules (as tree-shaken into chunks) that `/`, `/sign-in` and a signed-in
 * page's shell load. No group takes a module `/` loads (its first route, and the notifications
 * every page asks for as the app starts), so `/` never fetches them. What only the shell loads (the
 * route table, guards, layouts and their overlays) travels in one chunk, fetched with the session's
 * first data instead of as some thirty small files after the route table. The sign-in page never
 * fetches the shell's chunk nor the screens' groups, and the shell never fetches the screens'
 * groups, so the session's first requests do not wait for them. The form library, which the
 * sign-in page uses, has a chunk of its own, so a page without a form does not fetch it, and the
 * screens' form parts another, which a call's page fetches with its comments tab, after the
 * payload. Given what the dashboard and a call's detail page with its comments tab load
 * (`review`), what the screens share is split in three: what the dashboard uses, what the detail
 * page adds (tabs, comments, dialogs), and what only the lists use (tables, filters). A module's
 * dependencies are as widely shared as it is, so each should lie in its group, an earlier one or
 * a chunk loaded before it; `planBreaches` checks the result.
 */
export function sharedChunkGroups(
  landing: ReadonlySet<string>,
  signIn: ReadonlySet<string>,
  signedInShell: ReadonlySet<string>,
  review?: ReviewPages,
): Rolldown.CodeSplittingGroup[] {
  const lazy = (id: string) => !landing.has(id);
  const screen = (id: string) => lazy(id) && !signedInShell.has(id);
  const group = (name: string, priority: number, minShareCount: number, test: (id: string) => boolean): Rolldown.CodeSplittingGroup => ({
    name,
    priority,
    minShareCount,
    includeDependenciesRecursively: false,
    test,
  });
  return [
    group(FORMS, 4, 1, (id) => lazy(id) && FORM_MODULES.test(id)),
    group(FORM_PARTS, 4, 1, (id) => screen(id) && !signIn.has(id) && FORM_PART_MODULES.test(id) && !FORM_MODULES.test(id)),
    group(SIGN_IN_SHARED, 3, 2, (id) => lazy(id) && signIn.has(id)),
    group(SIGNED_IN_SHELL, 2, 1, (id) => lazy(id) && !signIn.has(id) && signedInShell.has(id)),
    group(SCREENS_SHARED, 1, review ? 2 : SCREENS_SHARED_MIN_USERS, (id) => screen(id) && (!review || review.dashboard.has(id))),
    group(DETAIL_SHARED, 1, 2, (id) => screen(id) && !!review && !review.dashboard.has(id) && review.detail.has(id)),
    group(
      LIST_SCREENS_SHARED,
      1,
      SCREENS_SHARED_MIN_USERS,
      (id) => screen(id) && !!review && !review.dashboard.has(id) && !review.detail.has(id),
    ),
  ];
}

/** The app's start and what it needs up front, the first route's shared parts with them. */
export const APP_START = 'start-app';

/** What every page asks for once the app has started (the notifications), beyond the app's start. */
export const EVERY_PAGE = 'every-page';

/** One chunk for exactly `modules`, ahead of the shared groups. */
const fixedGroup = (name: string, modules: ReadonlySet<string>): Rolldown.CodeSplittingGroup => ({
  name,
  priority: 5,
  minShareCount: 1,
  includeDependenciesRecursively: false,
  test: (id) => modules.has(id),
});

/**
 * One chunk for what every page loads after the entry (React, Chakra, the router, the app's start
 * and the small parts the first route shares with the screens), given those modules: Rolldown alone
 * split it into some fifteen files by which lazy chunks use each part, each a request of its own
 * on every page and each gzipped alone.
 */
export const appStartGroup = (modules: ReadonlySet<string>) => fixedGroup(APP_START, modules);

/** React and React DOM, split from the app's start. */
export const REACT = 'react';
const REACT_PACKAGES = /\/node_modules\/(react|react-dom|scheduler)\//;

/**
 * React's modules among the app's start, given those, in a chunk ahead of it: a third of the start's
 * code, which the task that ran the start ran too (docs/performance.md). src/main.tsx asks for it beside the start, so it runs as it arrives.
 */
export const reactGroup = (appStart: ReadonlySet<string>): Rolldown.CodeSplittingGroup => ({
  ...fixedGroup(REACT, appStart),
  priority: 6,
  test: (id) => appStart.has(id) && REACT_PACKAGES.test(id),
});

/**
 * One chunk for what every page asks for as the app starts besides the app's start (the
 * notifications, src/app/deferred-overlays.tsx), given those modules: Rolldown alone split it into
 * nine files (the toaster, the offline banner and the Ark UI and Zag parts they share with the
 * shell and the screens). A signed-in page's start asked for each with a `modulepreload` link of
 * its own, each with main-thread work of its own.
 */
export const everyPageGroup = (modules: ReadonlySet<string>) => fixedGroup(EVERY_PAGE, modules);

/** Why this build's chunks break the plan, if they do: a page loads a group it must not, or two chunks import each other. */
export function planBreaches(chunks: readonly Chunk[]): string[] {
  const loads = (page: string, modules: readonly string[], groups: readonly string[]) =>
    pageChunks(chunks, modules)
      .filter((chunk) => groups.includes(chunk.name))
      .map((chunk) => `${page} loads ${chunk.name}`);
  const cycles = chunks
    .filter((chunk) => GROUPS.includes(chunk.name))
    .filter((group) => withImports(chunks, group.imports).includes(group))
    .map((group) => `${group.name} imports a chunk that imports it`);
  return [
    ...loads('/', LANDING_MODULES, GROUPS),
    ...loads('/sign-in', SIGN_IN_MODULES, [SIGNED_IN_SHELL, SCREENS_SHARED, DETAIL_SHARED, LIST_SCREENS_SHARED, FORM_PARTS]),
    ...loads('a signed-in page’s shell', SIGNED_IN_SHELL_MODULES, [SCREENS_SHARED, DETAIL_SHARED, LIST_SCREENS_SHARED, FORMS, FORM_PARTS]),
    ...OFF_LIST_PAGE_MODULES.flatMap((page) => loads(page, [page], [LIST_SCREENS_SHARED])),
    ...loads(`${DETAIL_MODULE}’s comments tab`, DETAIL_TAB_MODULES, [LIST_SCREENS_SHARED]),
    ...loads(DASHBOARD_MODULE, [DASHBOARD_MODULE], [DETAIL_SHARED, FORMS, FORM_PARTS]),
    ...loads(DETAIL_MODULE, [DETAIL_MODULE], [FORMS, FORM_PARTS]),
    ...cycles,
  ];
}

/** The chunks of this project's build as Rolldown splits it alone, built in memory. */
async function plainChunks(mode: string): Promise<Chunk[]> {
  const output = await build({
    configFile: resolve(ROOT, 'vite.config.ts'),
    mode,
    logLevel: 'silent',
    build: { write: false, sourcemap: false, minify: false, manifest: false, copyPublicDir: false },
  });
  const [result] = [output].flat() as Rolldown.RolldownOutput[];
  return result!.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

/**
 * A signed-in screen used to fetch a hundred or so tiny chunks: Rolldown gives every set of lazy
 * screens that share modules a chunk of its own, and over HTTP/1.1 each costs a round trip. This
 * builds the app once in memory to learn what `/`, `/sign-in`, a signed-in page's shell and a call's
 * detail load after tree-shaking, then gathers the app's start, what the sign-in page shares, what
 * the shell loads and what the screens share into a chunk each; the build fails if the plan does
 * not hold.
 */
export function sharedChunks(): Plugin {
  return {
    name: 'portal-shared-chunks',
    // Only the portal's own written client build: not the planning build itself, the pre-render's
    // server build or the budget's hello page.
    apply: (config, env) =>
      env.command === 'build' &&
      !env.isSsrBuild &&
      config.build?.write !== false &&
      (!config.root || resolve(config.root) === resolve(ROOT)),
    async config(_config, env) {
      const chunks = await plainChunks(env.mode);
      const loaded = (modules: readonly string[]) => modulesOf(pageChunks(chunks, modules));
      // Not the entry's modules, nor the first route's own layout and page: the screens need neither.
      const notAppStart = modulesOf([...pageChunks(chunks, []), ...facadesOf(chunks, FIRST_ROUTE_PAGE_MODULES)]);
      const appStart = new Set([...loaded(FIRST_ROUTE_MODULES)].filter((id) => !notAppStart.has(id)));
      const everyPage = new Set([...loaded(EVERY_PAGE_MODULES)].filter((id) => !notAppStart.has(id) && !appStart.has(id)));
      const groups = sharedChunkGroups(loaded(LANDING_MODULES), loaded(SIGN_IN_MODULES), loaded(SIGNED_IN_SHELL_MODULES), {
        dashboard: loaded([DASHBOARD_MODULE]),
        detail: loaded([DETAIL_MODULE, ...DETAIL_TAB_MODULES]),
      });
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [reactGroup(appStart), appStartGroup(appStart), everyPageGroup(everyPage), ...groups] } },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      const breaches = planBreaches(Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'));
      if (breaches.length) this.error(`shared chunks: ${breaches.join('; ')}; the planning build no longer matches this one`);
    },
  };
}
