import { describe, expect, it } from 'vitest';
import { groupByKind, sumCounts } from './result-kinds';

describe('groupByKind', () => {
  it('groups results by the kinds of spec section 8, largest first, general before devices before payloads', () => {
    const groups = groupByKind([
      { result: 'PayloadCreated', count: 3 },
      { result: 'DuplicateDeviceReference', count: 5 },
      { result: 'UnknownFile', count: 1 },
      { result: 'GroupAdded', count: 9 },
      { result: 'SomethingNew', count: 2 },
    ]);
    expect(groups.map((group) => group.kind)).toEqual(['general', 'device', 'payload']);
    expect(groups[0]?.results.map((item) => item.result)).toEqual(['SomethingNew', 'UnknownFile']);
    expect(groups[1]?.results.map((item) => item.result)).toEqual(['GroupAdded', 'DuplicateDeviceReference']);
    expect(groups[1]?.total).toBe(14);
  });

  it('sums counts and leaves empty lists empty', () => {
    expect(groupByKind([])).toEqual([]);
    expect(sumCounts([{ count: 2 }, { count: 40 }])).toBe(42);
  });
});
