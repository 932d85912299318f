import { Skeleton, Text } from '@chakra-ui/react';

/** Rows of a card's table (`plainClass.cardTable`) while it loads, so the card has its final height. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <td key={column}>
          <Skeleton w="70%">
            <Text>{'\u00a0'}</Text>
          </Skeleton>
        </td>
      ))}
    </tr>
  ));
}
