import { elementScroll, useVirtualizer, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useShownLater } from '@/lib/use-shown-later';
import type { Column } from './columns';

/**
 * Enough rows for a screenful until the container's size is known. The screen's height needs no
 * layout; reading the window's in a render forced the whole page's style and layout on a phone.
 */
const screenHeight = () => (typeof screen === 'undefined' ? 0 : screen.availHeight) || 800;
const FALLBACK_RECT = () => ({ width: 0, height: screenHeight() });

/**
 * The container's height before it is measured: its maximum when given in `vh`, taken of the
 * screen, so the first rows are the ones that stay (a screenful more were drawn, then taken away
 * in a second full style and layout of the page once the container was measured).
 */
export function estimatedHeight(maxHeight: string | undefined): number {
  const share = /^(\d+(?:\.\d+)?)vh$/.exec(maxHeight ?? '');
  return share ? Math.round((Number(share[1]) / 100) * screenHeight()) : screenHeight();
}
const INTERACTIVE = 'a,button,input,select,textarea,label,summary,[role=button],[role=checkbox],[role=menuitem],[role=switch]';
/**
 * The scroll container's size as a ResizeObserver reports it, after the browser's own layout: the
 * virtualiser's default reads it at mount, which forced the whole page's style and layout inside
 * React's commit (the screen's longest task). `initialRect` stands in until the first report. A
 * container without layout (a hidden tab) measures 0, and jsdom has no ResizeObserver: both keep
 * a screenful rather than no rows.
 */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: { width: number; height: number }) => void) {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element) return undefined;
  if (!Observer) {
    callback(FALLBACK_RECT());
    return undefined;
  }
  const observer = new Observer(([entry]) => {
    const height = Math.round(entry?.contentRect.height ?? 0);
    callback(height > 0 ? { width: Math.round(entry?.contentRect.width ?? 0), height } : FALLBACK_RECT());
  });
  observer.observe(element);
  return () => observer.disconnect();
}

type ScrollTo = VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'];
const mounted = new WeakSet<Virtualizer<HTMLDivElement, Element>>();

/**
 * The virtualiser's scroll, but for the write it makes when it mounts: it scrolls a new container
 * to the top, where it already is, and the write forced a layout inside React's commit.
 */
const scrollTo: ScrollTo = (offset, options, instance) => {
  const first = !mounted.has(instance);
  mounted.add(instance);
  if (first && offset === 0 && !options.adjustments) return;
  elementScroll(offset, options, instance);
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

interface RowProps<Row> {
  row: Row;
  index: number;
  columns: readonly Column<Row>[];
  href: string | undefined;
}

function TableRowInner<Row>({ row, index, columns, href }: RowProps<Row>) {
  return (
    <tr role="row" aria-rowindex={index + 2} data-index={index} data-link={href ? '' : undefined}>
      {columns.map((column) => {
        const content =
          column.primary && href ? (
            <a href={href} data-row-link="">
              {column.cell(row)}
            </a>
          ) : (
            column.cell(row)
          );
        return (
          <td key={column.id} role="cell">
            {content}
          </td>
        );
      })}
    </tr>
  );
}

// A row re-renders only when the row it shows or the columns change.
const TableRow = memo(TableRowInner) as typeof TableRowInner;

/** The href of an app path under the router's basename; rows link with plain anchors (a router Link per cell costs too much while scrolling). */
function useRouterHref() {
  const root = useHref('/');
  return useCallback(
    <To extends string | undefined>(to: To) => (root === '/' || to === undefined ? to : `${root.replace(/\/$/, '')}${to}`) as To,
    [root],
  );
}

export interface VirtualBodyProps<Row> {
  scrollElement: HTMLDivElement | null;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHref?: ((row: Row) => string | undefined) | undefined;
  /** Called when the last rows come into view (infinite scroll). */
  onEndReached?: (() => void) | undefined;
  rowHeight: number;
  /** The container's height until it is measured (`estimatedHeight`). */
  initialHeight: number;
}

/**
 * The virtualised <tbody>: the only part of the table that re-renders while scrolling. Options
 * the virtualiser memoises on (item keys, sizes) keep their identity, so the positions of 10,000
 * rows are not recomputed on every frame.
 *
 * Each rendered row is keyed by the row it shows, so its elements belong to that row: a focused
 * link, a row action's state or a pointer aimed at a row stay with it while the window scrolls.
 * (Reusing elements by their place in the window made the longest scroll frame in
 * scripts/bench-table.mjs a little shorter, but then an element changed rows under a keyboard
 * user's focus or a click in flight.)
 */
export function VirtualBody<Row>({
  scrollElement,
  columns,
  rows,
  rowKey,
  rowHref,
  onEndReached,
  rowHeight,
  initialHeight,
}: VirtualBodyProps<Row>) {
  const navigate = useNavigate();
  const href = useRouterHref();
  const getItemKey = useCallback((index: number) => (rows[index] === undefined ? index : rowKey(rows[index])), [rows, rowKey]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getScrollElement = useCallback(() => scrollElement, [scrollElement]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's results are read fresh on every render; nothing memoises on them
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 4,
    initialRect: { width: 0, height: initialHeight },
    observeElementRect: observeRect,
    scrollToFn: scrollTo,
  });
  // The rows come in a render of their own once the screen around them has committed: a phone then
  // lays out the screen and its rows in two tasks, not in one long one (the first commit and layout
  // of a list were its two longest tasks), also when the table mounts with data that arrived after
  // the page's first render. The body keeps its full height meanwhile: nothing moves.
  const rowsShown = useShownLater();
  const items = rowsShown ? virtualizer.getVirtualItems() : [];
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (onEndReached && rows.length > 0 && lastIndex >= rows.length - 1 - 10) onEndReached();
  }, [lastIndex, rows.length, onEndReached]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const index = Number(target.closest('tr')?.dataset.index);
      const row = Number.isInteger(index) ? rows[index] : undefined;
      const to = row ? rowHref?.(row) : undefined;
      if (!to) return;
      if (target.closest('a[data-row-link]')) {
        // The primary cell's plain link, followed inside the app as a router Link would; the browser keeps modified clicks.
        if (isPlainClick(event)) {
          event.preventDefault();
          void navigate(to);
        }
        return;
      }
      if (target.closest(INTERACTIVE)) return;
      if (window.getSelection()?.toString()) return; // the user is selecting text, not opening the row
      if (event.metaKey || event.ctrlKey) window.open(href(to), '_blank', 'noopener');
      else void navigate(to);
    },
    [navigate, rowHref, rows, href],
  );

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a mouse convenience beside the row's own link
    <tbody role="rowgroup" style={{ height: virtualizer.getTotalSize() }} onClick={onClick}>
      <tr aria-hidden style={{ height: items[0]?.start ?? 0 }} />
      {items.map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return <TableRow key={item.key} row={row} index={item.index} columns={columns} href={href(rowHref?.(row))} />;
      })}
    </tbody>
  );
}
