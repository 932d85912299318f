import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { organisationUserKey } from '@/auth/browser-keys';
import { useSession } from '@/auth/use-session';
import { useColumnChoices, writeColumnChoices } from '@/components/data-table/use-column-visibility';
import type { UrlState } from '@/components/url-state/use-url-state';
import { browserStore } from '@/lib/browser-store';
import {
  checkViews,
  mergedViews,
  readViewsFile,
  renamedView,
  viewsFile,
  withoutView,
  withView,
  type SavedView,
  type ViewsByList,
} from './saved-views';

const NONE: ViewsByList = {};
const store = browserStore('portal.views', checkViews, NONE);

const sameChoices = (a: Record<string, boolean>, b: Record<string, boolean>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, shown]) => b[id] === shown);

export interface SavedViews {
  views: readonly SavedView[];
  /** The saved view the list shows now (same filters, sort and columns), if any. */
  current: SavedView | undefined;
  save: (name: string) => void;
  apply: (view: SavedView) => void;
  rename: (from: string, to: string) => void;
  remove: (name: string) => void;
  /** The view's address: its filters and sort on this list (columns stay with the views kept in the browser). */
  link: (view: SavedView) => string;
  /** Every view of this organisation and user, as a file's text. */
  file: () => string;
  /** Adds the views of a file (same list and name: replaced); the number read, or undefined when it is no views file. */
  importFile: (text: string) => number | undefined;
}

/** The saved views of one list (`list`: the table's id), for the signed-in organisation and user. */
export function useSavedViews(list: string, state: Pick<UrlState<never>, 'query' | 'applyQuery'>): SavedViews {
  const session = useSession();
  const key = organisationUserKey(session);
  const all = useSyncExternalStore(
    store.subscribe,
    () => store.read(key),
    () => NONE,
  );
  const columns = useColumnChoices(list);
  const { query, applyQuery } = state;
  const views = useMemo(() => all[list] ?? [], [all, list]);
  const current = views.find((view) => view.query === query && sameChoices(view.columns, columns));

  const save = useCallback(
    (name: string) => store.write(key, withView(all, list, { name, query, columns, savedAt: new Date().toISOString() })),
    [all, key, list, query, columns],
  );
  const apply = useCallback(
    (view: SavedView) => {
      applyQuery(view.query);
      writeColumnChoices(list, view.columns);
    },
    [applyQuery, list],
  );
  const rename = useCallback((from: string, to: string) => store.write(key, renamedView(all, list, from, to)), [all, key, list]);
  const remove = useCallback((name: string) => store.write(key, withoutView(all, list, name)), [all, key, list]);
  const link = useCallback((view: SavedView) => {
    const { origin, pathname } = window.location;
    return `${origin}${pathname}${view.query ? `?${view.query}` : ''}`;
  }, []);
  const file = useCallback(() => viewsFile(all, session.client), [all, session.client]);
  const importFile = useCallback(
    (text: string) => {
      const imported = readViewsFile(text);
      if (!imported) return undefined;
      store.write(key, mergedViews(all, imported));
      return Object.values(imported).reduce((count, entries) => count + entries.length, 0);
    },
    [all, key],
  );

  return { views, current, save, apply, rename, remove, link, file, importFile };
}
