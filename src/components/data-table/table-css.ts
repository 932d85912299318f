import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The table's look, set once on the scroll container through selectors: rows and cells are plain
 * elements (no per-cell style computation), which keeps mounting rows cheap while scrolling.
 */
export const tableCss: SystemStyleObject = {
  '& table': { display: 'grid', width: '100%', fontSize: 'sm', borderCollapse: 'collapse' },
  '& thead': { display: 'grid', position: 'sticky', top: 0, zIndex: 1, bg: 'bg.subtle' },
  '& tbody': { display: 'grid', position: 'relative' },
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
  '& tbody tr': { position: 'absolute', top: 0, left: 0, color: 'fg' },
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
  '&[data-stale] tbody': { opacity: 0.6 },
  // The skeleton uses the same class (so it is already in the page when the rows arrive), with rows in flow.
  '&[data-static] tbody tr': { position: 'static' },
};
