import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';

interface IconProps extends Omit<HTMLChakraProps<'svg'>, 'children'> {
  /** A Font Awesome 6 solid icon (the spec's icon set fa6-solid), imported one by one so unused ones are not bundled. */
  icon: IconDefinition;
  /** Text for screen readers; without it the icon is decorative. */
  label?: string;
}

/** Renders an fa6-solid icon as inline SVG at 1em, in the current text colour. */
export function Icon({ icon, label, ...rest }: IconProps) {
  const [width, height, , , path] = icon.icon;
  const paths = Array.isArray(path) ? path : [path];
  return (
    <chakra.svg
      viewBox={`0 0 ${width} ${height}`}
      width="1em"
      height="1em"
      fill="currentColor"
      flexShrink={0}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </chakra.svg>
  );
}
