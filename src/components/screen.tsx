import { Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScreenHeading, type ScreenHeadingProps } from './screen-heading';

interface ScreenProps extends ScreenHeadingProps {
  /** The space between the heading and each block of the screen. */
  gap?: StackProps['gap'];
  children?: ReactNode;
}

/** A screen with a fixed address: its heading (from `screenHeadings`), then its blocks. */
export function Screen({ gap = '5', children, ...heading }: ScreenProps) {
  return (
    <Stack gap={gap}>
      <ScreenHeading {...heading} />
      {children}
    </Stack>
  );
}
