import type { PayloadType } from '@generated/client/model';
import { href, serviceKindOf } from '@/lib/paths';

/** The list a reviewer came from: where it is and the order of its rows, for previous and next. */
export interface ReviewQueue {
  /** The list's path and query, so "back to the list" restores its filters. */
  listHref: string;
  entries: { reference: string; type: PayloadType }[];
}

export interface Neighbours {
  previous: string | undefined;
  next: string | undefined;
  /** 1-based position in the list, or 0 when the payload is not in it. */
  position: number;
  total: number;
  listHref: string | undefined;
}

const KEY = 'services.review-queue';
/** More rows than this are not worth keeping in session storage for stepping through. */
const MAX_ENTRIES = 5000;

/** Remembers the rows of the list on screen (only those with a detail page), for this tab. */
export function rememberQueue(queue: ReviewQueue, storage: Storage = sessionStorage): void {
  const entries = queue.entries.filter((entry) => serviceKindOf(entry.type)).slice(0, MAX_ENTRIES);
  try {
    storage.setItem(KEY, JSON.stringify({ listHref: queue.listHref, entries }));
  } catch {
    // Storage full or disabled: previous and next are simply not offered.
  }
}

export function readQueue(storage: Storage = sessionStorage): ReviewQueue | undefined {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as ReviewQueue | null;
    return value && Array.isArray(value.entries) && typeof value.listHref === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function detailHref(entry: ReviewQueue['entries'][number] | undefined): string | undefined {
  const kind = entry && serviceKindOf(entry.type);
  return entry && kind ? href.payload(kind, entry.reference) : undefined;
}

/** The detail pages before and after `reference` in the remembered list. */
export function neighboursOf(reference: string, queue: ReviewQueue | undefined): Neighbours {
  const index = queue ? queue.entries.findIndex((entry) => entry.reference === reference) : -1;
  if (!queue || index < 0)
    return { previous: undefined, next: undefined, position: 0, total: queue?.entries.length ?? 0, listHref: queue?.listHref };
  return {
    previous: detailHref(queue.entries[index - 1]),
    next: detailHref(queue.entries[index + 1]),
    position: index + 1,
    total: queue.entries.length,
    listHref: queue.listHref,
  };
}
