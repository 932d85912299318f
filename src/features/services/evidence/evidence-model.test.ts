import { describe, expect, it } from 'vitest';
import type { Payload } from '@generated/client/model';
import { makePayloads } from '@/test/payload-rows';
import { bundleReference, holdStatus, recordReference, timelineOf } from './evidence-model';
import { selectedReferences } from './selected-references';

const payload = (changes: Partial<Payload>): Payload => ({ ...(makePayloads(1)[0] as Payload), ...changes });
const producedAt = new Date('2026-10-31T18:10:00.123Z');

describe('evidence references', () => {
  it('are the payload reference (or the count) and the production time to the second, in UTC', () => {
    expect(recordReference('01M5N870AFCN5Y08N436AWKKQ7', producedAt)).toBe('01M5N870AFCN5Y08N436AWKKQ7-20261031T181000Z');
    expect(bundleReference(12, producedAt)).toBe('EVIDENCE-20261031T181000Z-12');
  });
});

describe('timelineOf', () => {
  it('lists recorded, uploaded, processed, transferred and every receipt from the audit, oldest first', () => {
    const entries = timelineOf(
      payload({
        payload_state: 'Transferred',
        uploaded_at: '2026-10-31T18:00:00Z',
        processed_at: '2026-10-31T18:05:00Z',
        transferred_at: '2026-11-01T02:00:00Z',
      }),
      {
        records: [],
        receipts: [
          { user: 'bea@acme.example', time: '2026-11-02T09:00:00Z' },
          { user: 'ana@acme.example', time: '2026-11-01 08:00:00' },
        ],
      },
    );
    expect(entries.map((entry) => [entry.kind, entry.by])).toEqual([
      ['recorded', undefined],
      ['uploaded', undefined],
      ['processed', undefined],
      ['transferred', undefined],
      ['receipt', 'ana@acme.example'],
      ['receipt', 'bea@acme.example'],
    ]);
  });

  it('says where the state has the payload scanned, quarantined, failed or deleted, and uses the last receipt without the audit', () => {
    const kinds = (changes: Partial<Payload>) => timelineOf(payload(changes), undefined).map((entry) => entry.kind);
    expect(kinds({ payload_state: 'Scanning', processed_at: undefined, transferred_at: undefined })).toContain('scanning');
    expect(kinds({ payload_state: 'Quarantined', processed_at: undefined })).toContain('quarantined');
    expect(kinds({ payload_state: 'Deleted' }).at(-1)).toBe('deleted');
    const last = timelineOf(payload({ receipt_confirmed_at: '2026-11-01T08:00:00Z', receipt_confirmed_by: 'ana' }), undefined).at(-1);
    expect(last).toEqual({ kind: 'receipt', time: '2026-11-01T08:00:00Z', by: 'ana' });
    expect(kinds({ payload_state: 'Recorded', uploaded_at: undefined, processed_at: undefined })).toEqual(['recorded']);
  });
});

describe('holdStatus', () => {
  it('tells an active, a released, no hold, and holds the roles do not let the user read', () => {
    const hold = { target: 'ana', target_type: 'DeviceUser', is_active: true, created_at: '2026-10-01T00:00:00Z' } as const;
    expect(holdStatus({ hold, holdsReadable: true }).kind).toBe('active');
    expect(holdStatus({ hold: { ...hold, is_active: false }, holdsReadable: true }).kind).toBe('released');
    expect(holdStatus({ hold: undefined, holdsReadable: true }).kind).toBe('none');
    expect(holdStatus({ hold, holdsReadable: false }).kind).toBe('unknown');
  });
});

describe('selectedReferences', () => {
  it('keeps valid payload references of the address, once each, at most 100', () => {
    const search = new URLSearchParams();
    for (const reference of ['01M5N870AFCN5Y08N436AWKKQ7', 'short', '01M5N870AFCN5Y08N436AWKKQ7', 'ddfc2bbb-ec40-4fc2-852a-34521ad652a4'])
      search.append('ref', reference);
    expect(selectedReferences(search)).toEqual(['01M5N870AFCN5Y08N436AWKKQ7', 'ddfc2bbb-ec40-4fc2-852a-34521ad652a4']);
    const many = new URLSearchParams(makePayloads(150).map((row) => ['ref', row.payload_reference]));
    expect(selectedReferences(many)).toHaveLength(100);
  });
});
