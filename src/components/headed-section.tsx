import { Heading, Stack, type HeadingProps, type StackProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface HeadedSectionProps extends Omit<StackProps, 'title'> {
  title: ReactNode;
  level?: 'h2' | 'h3';
  headingSize?: HeadingProps['size'];
}

/** A part of a page under its own heading, which names the section for assistive technology. */
export function HeadedSection({ title, level = 'h2', headingSize = 'md', gap = '3', children, ...stack }: HeadedSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap={gap} {...stack}>
      <Heading as={level} size={headingSize} id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
