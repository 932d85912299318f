import type { ComponentPropsWithoutRef } from 'react';
import { plainClass, type BadgePalette, type BadgeSize } from '@/theme/plain-class';

interface PlainBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'className'> {
  /** Without one, the badge takes the surrounding colour palette, as a Chakra Badge does. */
  palette?: BadgePalette | undefined;
  variant?: 'subtle' | 'outline';
  size?: BadgeSize;
}

/** Chakra's Badge look from static CSS (src/theme/plain-styles.ts): cheap enough to mount in every table row. */
export function PlainBadge({ palette, variant = 'subtle', size = 'sm', ...props }: PlainBadgeProps) {
  return <span className={plainClass.badge} data-palette={palette} data-variant={variant} data-size={size} {...props} />;
}
