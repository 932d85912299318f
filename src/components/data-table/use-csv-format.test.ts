import { describe, expect, it } from 'vitest';
import { timeFormat } from '@/components/date-time/use-time-format';
import type { Column } from './columns';
import { csvHeader, csvInstant, csvLine } from './csv';
import { csvColumns } from './use-csv-format';

interface Row {
  at: string;
  seen: string;
}

const columns: Column<Row>[] = [
  { id: 'at', header: 'Recorded', cell: () => null, csv: (row) => csvInstant(row.at, { timeZone: 'Asia/Dubai' }), zoned: 'own' },
  { id: 'seen', header: 'Seen', cell: () => null, csv: (row) => csvInstant(row.seen), zoned: 'reader' },
  { id: 'shown', header: 'Shown only', cell: () => null },
];
const row = { at: '2026-10-31 18:10:00', seen: '2026-10-31T18:10:00Z' };

describe('CSV times', () => {
  it('names the zone in the headers of time columns and leaves out columns without a CSV value', () => {
    const exported = csvColumns(columns, (zoned) => (zoned === 'own' ? "device's local time" : 'Europe/London'));
    expect(csvHeader(exported)).toBe("Recorded (device's local time),Seen (Europe/London)");
  });

  it('writes times in ISO 8601 in the zone the reader chose', () => {
    const exported = csvColumns(columns, () => '');
    const device = timeFormat('en-GB', { mode: 'device' });
    const utc = timeFormat('en-GB', { mode: 'utc' });
    const mine = timeFormat('en-GB', { mode: 'mine', zone: 'America/Sao_Paulo' });
    expect(csvLine(exported, row, (value) => utc.iso(value.instant, value.own))).toBe('2026-10-31T18:10:00Z,2026-10-31T18:10:00Z');
    expect(csvLine(exported, row, (value) => mine.iso(value.instant, value.own))).toBe(
      '2026-10-31T15:10:00-03:00,2026-10-31T15:10:00-03:00',
    );
    expect(csvLine(exported, row, (value) => device.iso(value.instant, value.own)).split(',')[0]).toBe('2026-10-31T22:10:00+04:00');
  });
});
