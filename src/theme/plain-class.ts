/**
 * Class names of styles written once into the theme's global CSS, for the small parts that tables
 * mount by the hundred while scrolling (badges, one-line text, "not set"). A Chakra component
 * resolves and serialises its styles on every mount; that was most of the work of a scroll frame.
 */
export const plainClass = {
  badge: 'plain-badge',
  visuallyHidden: 'plain-visually-hidden',
  /** A link shown as Chakra's `xs` ghost icon button, for one per table row. */
  iconLink: 'plain-icon-link',
  /** An inline SVG icon (src/components/icon.tsx): it keeps its size in a flex row. */
  icon: 'plain-icon',
  /** A row of inline parts whose first part shrinks and ellipsises. */
  inlineRow: 'plain-inline-row',
  muted: 'plain-muted',
  /** Digits of equal width, for numbers that line up. */
  tabular: 'plain-tabular',
  /** A list of labelled bars; each `li` holds parts `head` (`label`, `value`), `track` and `fill`, and `data-over` when past its limit. */
  barList: 'plain-bar-list',
  /** A card's title row: an `h2` and an optional link, as Chakra's `md` heading and plain link. */
  cardHead: 'plain-card-head',
  /**
   * A small bordered table in a scroll area, as Chakra's `sm` line table: put it on the scroll area's
   * `div`; `data-numeric` aligns a cell to the end, `data-wrap` caps a cell's width, `data-zero` mutes a link.
   */
  cardTable: 'plain-card-table',
  /** Label and value pairs, as Chakra's small horizontal DataList: a `dl` of `div`s, each a `dt` and a `dd`. */
  factList: 'plain-fact-list',
  /** A bordered figure: a `dl` of parts `label`, `value` and `help`, laid out as Chakra's Stat. */
  statCard: 'plain-stat-card',
  /** A pulsing placeholder while content loads, as Chakra's Skeleton; `data-part="cell"` for a table cell's inline bar, `"bar"` for a bar list's bar. */
  skeleton: 'plain-skeleton',
} as const;

export const BADGE_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export const BADGE_PALETTES = ['green', 'blue', 'orange', 'red', 'gray'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];
export type BadgePalette = (typeof BADGE_PALETTES)[number];
