import { visuallyHiddenStyle, type SystemStyleObject } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { BADGE_PALETTES, BADGE_SIZES, plainClass } from './plain-class';

const badge = `.${plainClass.badge}`;
const { variants } = badgeRecipe;

/** The rules behind ./plain-class: Chakra's badge (subtle and outline variants, four sizes) and the other plain parts. */
export const plainCss: Record<string, SystemStyleObject> = {
  [badge]: { ...badgeRecipe.base, ...variants?.variant?.subtle },
  [`${badge}[data-variant=outline]`]: { bg: 'transparent', ...variants?.variant?.outline },
  ...Object.fromEntries(BADGE_SIZES.map((size) => [`${badge}[data-size=${size}]`, variants?.size?.[size] ?? {}])),
  ...Object.fromEntries(BADGE_PALETTES.map((palette) => [`${badge}[data-palette=${palette}]`, { colorPalette: palette }])),
  [`.${plainClass.visuallyHidden}`]: visuallyHiddenStyle,
  [`.${plainClass.muted}`]: { color: 'fg.muted' },
  [`.${plainClass.tabular}`]: { fontVariantNumeric: 'tabular-nums' },
  [`.${plainClass.inlineRow}`]: { display: 'inline-flex', alignItems: 'center', gap: '1', maxWidth: '100%', verticalAlign: 'middle' },
  [`.${plainClass.inlineRow} > :first-of-type`]: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  [`.${plainClass.inlineRow} > :not(:first-of-type)`]: { flexShrink: 0 },
};
