import { visuallyHiddenStyle, type SystemStyleObject } from '@chakra-ui/react';
import {
  badgeRecipe,
  buttonRecipe,
  dataListSlotRecipe,
  headingRecipe,
  linkRecipe,
  skeletonRecipe,
  statSlotRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';
import { BADGE_PALETTES, BADGE_SIZES, plainClass } from './plain-class';

/** One line that ends in an ellipsis when it does not fit. */
const ellipsis: SystemStyleObject = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const badge = `.${plainClass.badge}`;
const { variants } = badgeRecipe;
const barList = `.${plainClass.barList}`;
const statCard = `.${plainClass.statCard}`;
const smallButton: SystemStyleObject = buttonRecipe.variants?.size?.xs ?? {};
const cardHead = `.${plainClass.cardHead}`;
const cardTable = `.${plainClass.cardTable}`;
const plainLink = { ...linkRecipe.base, ...linkRecipe.variants?.variant?.plain };
const table = tableSlotRecipe.base ?? {};
type SlotStyles = Partial<Record<string, SystemStyleObject>>;
const lineTable: SlotStyles = tableSlotRecipe.variants?.variant?.line ?? {};
const smallTable: SlotStyles = tableSlotRecipe.variants?.size?.sm ?? {};
const cell = { ...table.cell, ...lineTable.cell, ...smallTable.cell };
const factList = `.${plainClass.factList}`;
const dataList = dataListSlotRecipe.base ?? {};
const horizontalList: SlotStyles = dataListSlotRecipe.variants?.orientation?.horizontal ?? {};
const smallList: SlotStyles = dataListSlotRecipe.variants?.size?.sm ?? {};
const subtleList: SlotStyles = dataListSlotRecipe.variants?.variant?.subtle ?? {};
const stat = statSlotRecipe.base ?? {};
const statValueSize = statSlotRecipe.variants?.size?.md?.valueText ?? {};
const skeleton = `.${plainClass.skeleton}`;

/** The rules behind ./plain-class: Chakra's badge (subtle and outline variants, four sizes) and the other plain parts. */
export const plainCss: Record<string, SystemStyleObject> = {
  [badge]: { ...badgeRecipe.base, ...variants?.variant?.subtle },
  [`${badge}[data-variant=outline]`]: { bg: 'transparent', ...variants?.variant?.outline },
  ...Object.fromEntries(BADGE_SIZES.map((size) => [`${badge}[data-size=${size}]`, variants?.size?.[size] ?? {}])),
  ...Object.fromEntries(BADGE_PALETTES.map((palette) => [`${badge}[data-palette=${palette}]`, { colorPalette: palette }])),
  [`.${plainClass.visuallyHidden}`]: visuallyHiddenStyle,
  [`.${plainClass.icon}`]: { flexShrink: 0 },
  // As Chakra's IconButton: a square button without padding, its icon 1.2em.
  [`.${plainClass.iconLink}`]: {
    ...buttonRecipe.base,
    ...smallButton,
    ...buttonRecipe.variants?.variant?.ghost,
    px: '0',
    py: '0',
    _icon: { ...buttonRecipe.base?._icon, ...smallButton._icon, fontSize: '1.2em' },
  },
  [`.${plainClass.muted}`]: { color: 'fg.muted' },
  [`.${plainClass.tabular}`]: { fontVariantNumeric: 'tabular-nums' },
  [`.${plainClass.inlineRow}`]: { display: 'inline-flex', alignItems: 'center', gap: '1', maxWidth: '100%', verticalAlign: 'middle' },
  [`.${plainClass.inlineRow} > :first-of-type`]: ellipsis,
  [`.${plainClass.inlineRow} > :not(:first-of-type)`]: { flexShrink: 0 },
  [barList]: { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '2' },
  [`${barList} [data-part=head]`]: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    mb: '1',
  },
  [`${barList} [data-part=label]`]: ellipsis,
  [`${barList} [data-part=value]`]: { flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: 'fg.muted' },
  [`${barList} [data-over] [data-part=value]`]: { color: 'fg.error' },
  [`${barList} [data-part=track]`]: { h: '2', bg: 'bg.muted', rounded: 'full', overflow: 'hidden' },
  [`${barList} [data-part=fill]`]: { h: 'full', bg: 'colorPalette.solid', rounded: 'full' },
  [`${barList} [data-over] [data-part=fill]`]: { bg: 'red.solid' },
  [cardHead]: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', mb: '3' },
  [`${cardHead} h2`]: { ...headingRecipe.base, ...headingRecipe.variants?.size?.md },
  [`${cardHead} a`]: { ...plainLink, fontSize: 'sm' },
  [cardTable]: { display: 'block', whiteSpace: 'nowrap', overflow: 'auto', maxWidth: '100%', borderWidth: '1px', rounded: 'md' },
  [`${cardTable} table`]: { ...table.root, ...smallTable.root },
  [`${cardTable} tr`]: lineTable.row ?? {},
  [`${cardTable} th`]: { ...table.columnHeader, ...lineTable.columnHeader, ...smallTable.columnHeader },
  [`${cardTable} td, ${cardTable} tbody th`]: cell,
  [`${cardTable} tbody th`]: { fontWeight: 'normal' },
  [`${cardTable} [data-numeric]`]: { textAlign: 'end' },
  [`${cardTable} [data-wrap]`]: { maxW: 'xs', wordBreak: 'break-word' },
  [`${cardTable} a`]: plainLink,
  [`${cardTable} [data-numeric] a`]: { fontWeight: 'semibold' },
  [`${cardTable} a[data-zero]`]: { fontWeight: 'normal', color: 'fg.muted' },
  [factList]: { ...horizontalList.root, ...smallList.root, gap: '2' },
  [`${factList} > div`]: { ...horizontalList.item, ...smallList.item, alignItems: 'baseline' },
  [`${factList} dt`]: { ...dataList.itemLabel, ...horizontalList.itemLabel, ...subtleList.itemLabel, minW: '32', flexShrink: 0 },
  [`${factList} dd`]: { ...dataList.itemValue, wordBreak: 'break-word', minW: '0' },
  [statCard]: { borderWidth: '1px', rounded: 'lg', p: '4' },
  [`${statCard} > dl`]: stat.root ?? {},
  [`${statCard} [data-part=label]`]: stat.label ?? {},
  [`${statCard} [data-part=value]`]: { ...stat.valueText, ...statValueSize, fontVariantNumeric: 'tabular-nums' },
  [`${statCard} [data-part=help]`]: stat.helpText ?? {},
  [skeleton]: { ...skeletonRecipe.variants?.loading?.true, ...skeletonRecipe.variants?.variant?.pulse },
  [`${skeleton}[data-part=cell]`]: { display: 'inline-block', height: '3' },
  [`${skeleton}[data-part=bar]`]: { height: '2', rounded: 'full' },
};
