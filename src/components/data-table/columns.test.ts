import { describe, expect, it } from 'vitest';
import { nextSort, sortRows, type Column } from './columns';

interface Row {
  name: string;
  size: number | null;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'size', header: 'Size', cell: (row) => row.size, sortValue: (row) => row.size },
  { id: 'plain', header: 'Plain', cell: () => null },
];
const rows: Row[] = [
  { name: 'item 10', size: 3 },
  { name: 'Item 2', size: null },
  { name: 'item 1', size: 1 },
];

describe('sortRows', () => {
  it('sorts text naturally and case-insensitively', () => {
    expect(sortRows(rows, columns, { id: 'name', desc: false }).map((row) => row.name)).toEqual(['item 1', 'Item 2', 'item 10']);
  });

  it('keeps missing values last in both directions', () => {
    expect(sortRows(rows, columns, { id: 'size', desc: false }).map((row) => row.size)).toEqual([1, 3, null]);
    expect(sortRows(rows, columns, { id: 'size', desc: true }).map((row) => row.size)).toEqual([3, 1, null]);
  });

  it('returns the same array when the column cannot sort or there is no sort', () => {
    expect(sortRows(rows, columns, { id: 'plain', desc: false })).toBe(rows);
    expect(sortRows(rows, columns, undefined)).toBe(rows);
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, none', () => {
    expect(nextSort(undefined, 'a')).toEqual({ id: 'a', desc: false });
    expect(nextSort({ id: 'a', desc: false }, 'a')).toEqual({ id: 'a', desc: true });
    expect(nextSort({ id: 'a', desc: true }, 'a')).toBeUndefined();
    expect(nextSort({ id: 'a', desc: true }, 'b')).toEqual({ id: 'b', desc: false });
  });
});
