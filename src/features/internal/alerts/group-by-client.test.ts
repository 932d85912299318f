import { describe, expect, it } from 'vitest';
import { groupByClient } from './use-internal-alert-mutations';

describe('groupByClient', () => {
  it('groups references per client in order, skipping alerts without a client', () => {
    const groups = groupByClient([
      { alert_reference: 'A', client: 'acme' },
      { alert_reference: 'B', client: 'globex' },
      { alert_reference: 'C', client: 'acme' },
      { alert_reference: 'D' },
    ]);
    expect([...groups]).toEqual([
      ['acme', ['A', 'C']],
      ['globex', ['B']],
    ]);
  });
});
