import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

/** A table's scroller that keyboard users can reach: a named region in the tab order, scrolled with the arrow keys. */
export function TableScrollArea({ label, ...props }: TableScrollAreaProps & { label: string }) {
  return <Table.ScrollArea role="region" aria-label={label} tabIndex={0} {...props} />;
}
