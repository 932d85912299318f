import { describe, expect, it } from 'vitest';
import { makeAlert } from './test-alerts';
import type { Alert } from '@generated/admin/model';
import { addUpToLimit as addRowsUpToLimit } from '@/components/data-table/use-row-selection';
import { MAX_BULK_ALERTS } from './use-alert-selection';

const addUpToLimit = (current: ReadonlyMap<string, Alert>, alerts: readonly Alert[]) =>
  addRowsUpToLimit(current, alerts, (alert) => alert.alert_reference, MAX_BULK_ALERTS);

describe('addUpToLimit with the bulk alert limit', () => {
  it('adds in order without duplicates and stops at 100', () => {
    const alerts = Array.from({ length: 150 }, (_, index) => makeAlert(index));
    const first = addUpToLimit(new Map(), alerts.slice(0, 10));
    expect(first.size).toBe(10);
    const again = addUpToLimit(first, alerts.slice(5, 15));
    expect(again.size).toBe(15);
    const full = addUpToLimit(again, alerts);
    expect(full.size).toBe(MAX_BULK_ALERTS);
    expect(full.has(alerts[99]!.alert_reference)).toBe(true);
    expect(full.has(alerts[100]!.alert_reference)).toBe(false);
  });
});
