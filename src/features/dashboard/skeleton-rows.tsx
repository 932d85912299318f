import { Skeleton, Table, Text } from '@chakra-ui/react';

/** Table rows in a card's table while it loads, so the card has its final height. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Row key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <Table.Cell key={column}>
          <Skeleton w="70%">
            <Text>{'\u00a0'}</Text>
          </Skeleton>
        </Table.Cell>
      ))}
    </Table.Row>
  ));
}
