import type { SystemStyleObject } from '@chakra-ui/react';

/** The class of a row's tick box: a plain input in its label, styled here once. */
export const ROW_CHECKBOX = 'dt-row-checkbox';

/**
 * The table's look, set once on the scroll container through selectors: rows and cells are plain
 * elements (no per-cell style computation), which keeps mounting rows cheap while scrolling.
 */
export const tableCss: SystemStyleObject = {
  // Rows above the window are one spacer row whose height changes while scrolling; the browser must not
  // "anchor" the scroll position to the rows in view and shift it to compensate.
  overflowAnchor: 'none',
  '& table': { display: 'grid', width: '100%', fontSize: 'sm', borderCollapse: 'collapse' },
  '& thead': { display: 'grid', position: 'sticky', top: 0, zIndex: 1, bg: 'bg.subtle' },
  '& tbody': { display: 'grid', alignContent: 'start' },
  '& tr': { display: 'flex', width: '100%' },
  '& th, & td': { px: '3', overflow: 'hidden', whiteSpace: 'nowrap', borderBottomWidth: '1px', borderColor: 'border' },
  // Block cells with the row's line height: text ellipsises and inline badges centre without flex items.
  '& td': { display: 'block', lineHeight: 'var(--dt-row-height)', textOverflow: 'ellipsis' },
  '& td > *': { verticalAlign: 'middle' },
  '& th': { display: 'flex', alignItems: 'center', fontWeight: 'semibold', color: 'fg', py: '2' },
  '& th button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: 'inherit',
    cursor: 'pointer',
    rounded: 'sm',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  '& tbody tr': { color: 'fg', height: 'calc(var(--dt-row-height) + 1px)' },
  '& tbody tr[data-link]': { cursor: 'pointer' },
  '& tbody tr:hover, & tbody tr:focus-within': { bg: 'bg.muted' },
  '& td a': {
    color: 'colorPalette.fg',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    rounded: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' },
  },
  [`& .${ROW_CHECKBOX}`]: { display: 'inline-flex', alignItems: 'center', padding: '1', cursor: 'pointer' },
  [`& .${ROW_CHECKBOX} input`]: {
    width: '4',
    height: '4',
    margin: 0,
    accentColor: 'colorPalette.solid',
    cursor: 'inherit',
    _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  '&[data-stale] tbody': { opacity: 0.6 },
};
