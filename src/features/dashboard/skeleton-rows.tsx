import { plainClass } from '@/theme/plain-class';

/** Rows of a card's table (`plainClass.cardTable`) while it loads, so the card has its final height. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <td key={column}>
          <div className={plainClass.skeleton} style={{ width: '70%' }}>
            {'\u00a0'}
          </div>
        </td>
      ))}
    </tr>
  ));
}
