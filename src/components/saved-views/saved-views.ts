/**
 * Named views of a list: its filters and sort (the list's part of the address) and its column
 * choices, kept in this browser per organisation and user, and written to or read from a file.
 */
export interface SavedView {
  name: string;
  /** The list's filters and sort as a query string ('state=Processed&sort=-time'). */
  query: string;
  /** The table's column choices that differ from its defaults. */
  columns: Record<string, boolean>;
  savedAt: string;
}

/** Every saved view of an organisation and user, by list (the table's id). */
export type ViewsByList = Record<string, SavedView[]>;

export const MAX_NAME = 80;
const MAX_QUERY = 4000;
const MAX_VIEWS_PER_LIST = 50;
const MAX_LISTS = 100;
const ID = /^[\w.:-]{1,64}$/;
const FILE_FORMAT = 'compliance-portal-saved-views';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A name as it is kept: trimmed, at most MAX_NAME characters, no control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;
export const cleanName = (name: string): string => name.replace(CONTROL, ' ').trim().slice(0, MAX_NAME);

function checkView(value: unknown): SavedView | undefined {
  if (!isRecord(value)) return undefined;
  const { name, query, columns, savedAt } = value;
  if (typeof name !== 'string' || !cleanName(name) || typeof query !== 'string' || query.length > MAX_QUERY) return undefined;
  const choices: Record<string, boolean> = {};
  if (isRecord(columns))
    for (const [id, shown] of Object.entries(columns)) if (ID.test(id) && typeof shown === 'boolean') choices[id] = shown;
  const time = typeof savedAt === 'string' && !Number.isNaN(Date.parse(savedAt)) ? savedAt : new Date(0).toISOString();
  return { name: cleanName(name), query: query.replace(/^\?/, ''), columns: choices, savedAt: time };
}

/** Whatever is stored or imported, read as views (invalid entries dropped, limits applied); undefined when it is not views at all. */
export function checkViews(value: unknown): ViewsByList | undefined {
  if (!isRecord(value)) return undefined;
  const lists: ViewsByList = {};
  for (const [list, views] of Object.entries(value).slice(0, MAX_LISTS)) {
    if (!ID.test(list) || !Array.isArray(views)) continue;
    const checked = views.map(checkView).filter((view): view is SavedView => Boolean(view));
    const unique = [...new Map(checked.map((view) => [view.name, view])).values()].slice(0, MAX_VIEWS_PER_LIST);
    if (unique.length) lists[list] = unique;
  }
  return lists;
}

const byName = (views: readonly SavedView[]) => [...views].sort((a, b) => a.name.localeCompare(b.name));

/** The views with `view` saved under its name (a view of the same name is replaced). */
export function withView(all: ViewsByList, list: string, view: SavedView): ViewsByList {
  const others = (all[list] ?? []).filter((entry) => entry.name !== view.name);
  return { ...all, [list]: byName([...others, view]).slice(0, MAX_VIEWS_PER_LIST) };
}

/** The views without the one named `name`. */
export function withoutView(all: ViewsByList, list: string, name: string): ViewsByList {
  const rest = (all[list] ?? []).filter((entry) => entry.name !== name);
  const next = { ...all };
  if (rest.length) next[list] = rest;
  else delete next[list];
  return next;
}

/** The views with `from` renamed `to` (replacing a view already called `to`). */
export function renamedView(all: ViewsByList, list: string, from: string, to: string): ViewsByList {
  const view = all[list]?.find((entry) => entry.name === from);
  return view ? withView(withoutView(all, list, from), list, { ...view, name: cleanName(to) }) : all;
}

/** The views of an import added to those kept: a view of the same list and name is replaced by the imported one. */
export function mergedViews(kept: ViewsByList, imported: ViewsByList): ViewsByList {
  let merged = kept;
  for (const [list, views] of Object.entries(imported)) for (const view of views) merged = withView(merged, list, view);
  return merged;
}

/** The file of the views: JSON that names its format, so a wrong file is refused on import. */
export function viewsFile(views: ViewsByList, organisation: string, exportedAt: Date = new Date()): string {
  return JSON.stringify({ format: FILE_FORMAT, version: 1, organisation, exported_at: exportedAt.toISOString(), views }, null, 2);
}

/** The views in a file's text; undefined when the file is not a views file. */
export function readViewsFile(text: string): ViewsByList | undefined {
  try {
    const file: unknown = JSON.parse(text);
    if (!isRecord(file) || file.format !== FILE_FORMAT) return undefined;
    return checkViews(file.views);
  } catch {
    return undefined;
  }
}
