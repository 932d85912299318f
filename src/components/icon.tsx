import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import type { ComponentPropsWithoutRef } from 'react';
import { plainClass } from '@/theme/plain-class';

interface IconProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'children' | 'className' | 'style'> {
  /** A Font Awesome 6 solid icon (the spec's icon set fa6-solid), imported one by one so unused ones are not bundled. */
  icon: IconDefinition;
  /** Text for screen readers; without it the icon is decorative. */
  label?: string;
}

/**
 * Renders an fa6-solid icon as inline SVG at 1em, in the current text colour. A plain element with
 * a class from the theme's global CSS, not a Chakra one: pages mount icons by the dozen (one per
 * table row); size and colour come from the surrounding text.
 */
export function Icon({ icon, label, ...rest }: IconProps) {
  const [width, height, , , path] = icon.icon;
  const paths = Array.isArray(path) ? path : [path];
  return (
    <svg
      className={plainClass.icon}
      viewBox={`0 0 ${width} ${height}`}
      width="1em"
      height="1em"
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
