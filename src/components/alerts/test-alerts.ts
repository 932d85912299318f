import type { Alert } from '@generated/admin/model';

/** An alert as the API returns it, with the fields a test sets. */
export function makeAlert(index: number, overrides: Partial<Alert> = {}): Alert {
  const reference = `01M6ALERT${String(index).padStart(17, '0')}`;
  return {
    alert_reference: reference,
    alert_scope: index % 2 ? 'sec' : 'ops',
    alert_type: 'DeviceAlert',
    alert_subject: `Alert ${index}`,
    alert_key: `key-${index}`,
    alert_message: `Message ${index}`,
    alert_state: 'Triggered',
    alert_severity: 'High',
    related_entities: [],
    occurrences: [{ time: '2026-10-31T10:00:00Z', message: `Happened ${index}` }],
    dismissed_by: [],
    first_occurrence: '2026-10-31T10:00:00Z',
    last_occurrence: '2026-10-31T10:00:00Z',
    ...overrides,
  };
}
