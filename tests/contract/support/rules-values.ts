// Spec section 5, structures and numbers: tags, roles, counts, batches, integers, dates, enums.
import { MESSAGES, example, indexWhere, list, text, type RuleCase } from './rule-case';

const payloads = () => example('client', 'listPayloads');
const payloadOf = (type: string) => indexWhere('client', 'listPayloads', (item) => item.payload_type === type);
const party = { phone_number: '+447700900456', direction: 'O' };
const references = (count: number) => list(count, (index) => `01JC${String(index).padStart(22, '0')}`);
const tags = (count: number) => list(count, (index) => ({ tag_key: `k${index}`, tag_value: 'v' }));
const role = () => example('admin', 'putRole.request');
const permission = { actions_matching: 'listDevices', is_denied: false, is_regex: false, conditions: [] };

export const VALUE_RULES: RuleCase[] = [
  {
    rule: 'Group: up to 50 unique tags',
    ...{ document: 'admin', operationId: 'putGroup', part: 'Body', base: () => example('admin', 'putGroup.request'), at: ['tags'] },
    valid: [[], tags(1), tags(50)],
    invalid: [tags(51), [tags(1)[0], tags(1)[0]]],
  },
  {
    rule: 'Group: tag_value at most 255 characters',
    ...{ document: 'admin', operationId: 'putGroup', part: 'Body', base: () => example('admin', 'putGroup.request'), at: ['tags', 0, 'tag_value'] },
    valid: ['', 'EMEA', text(255)],
    invalid: [text(256), 1],
  },
  {
    rule: 'Tag definition: if required, it needs a default_value and non-empty tag_values; null tag_values allows any value',
    ...{ document: 'admin', operationId: 'putTag', part: 'Body', base: () => example('admin', 'putTag.request'), at: [] },
    valid: [{ is_required: false }, { is_required: false, tag_values: null, default_value: null }, { is_required: true, tag_values: ['a', 'b'], default_value: 'a' }],
    invalid: [{ is_required: true }, { is_required: true, tag_values: ['a'] }, { is_required: true, tag_values: [], default_value: 'a' }, { is_required: true, tag_values: null, default_value: 'a' }, { is_required: true, tag_values: ['a'], default_value: null }, { is_required: false, tag_values: ['a', 'a'] }],
  },
  {
    rule: 'Role: at least 1 permission entry',
    ...{ document: 'admin', operationId: 'putRole', part: 'Body', base: role, at: ['permissions'] },
    valid: [[permission], [permission, { ...permission, is_denied: true }]],
    invalid: [[]],
  },
  {
    rule: 'Role: at least one property per condition',
    ...{ document: 'admin', operationId: 'putRole', part: 'Body', base: role, at: ['permissions', 0, 'conditions'] },
    valid: [[], [{ names_matching: 'London*' }], [{ keys_matching: 'region', values_matching: 'uk' }], [{ is_denied: true }]],
    invalid: [[{}], [{ names_matching: '' }]],
  },
  {
    rule: 'Device services: at least 1',
    ...{ document: 'admin', operationId: 'createDeviceUser', part: 'Body', base: () => example('admin', 'createDeviceUser.request'), at: ['services'] },
    valid: [['calls'], ['calls', 'sms', 'videos']],
    invalid: [[], ['calls', 'calls'], ['fax']],
  },
  {
    rule: 'expected_device_count is an integer, minimum 0',
    ...{ document: 'admin', operationId: 'createDeviceUser', part: 'Body', base: () => example('admin', 'createDeviceUser.request'), at: ['expected_device_count'] },
    valid: [0, 1, 5],
    invalid: [-1, 1.5, '1', null],
  },
  {
    rule: 'Country code is an integer 1 to 99',
    ...{ document: 'internal', operationId: 'listCountries', part: 'Response', base: () => example('internal', 'listCountries'), at: ['data', 0, 'country_code'] },
    valid: [1, 44, 99],
    invalid: [0, 100, 4.4, '44'],
  },
  ...(['size', 'payload_full_duration'] as const).map(
    (field): RuleCase => ({
      rule: `Call ${field === 'size' ? 'size' : 'duration'}: integers of 0 or more`,
      ...{ document: 'client', operationId: 'listPayloads', part: 'Response', base: payloads, at: ['data', payloadOf('Call'), 'meta', field] },
      valid: [0, 95, 1_520_000],
      invalid: [-1, 1.5, '95'],
    }),
  ),
  {
    rule: 'Call second_parties: 1 to 1000',
    ...{ document: 'client', operationId: 'listPayloads', part: 'Response', base: payloads, at: ['data', payloadOf('Call'), 'meta', 'second_parties'] },
    valid: [[party], list(1000, () => party)],
    invalid: [[], list(1001, () => party)],
  },
  {
    rule: 'Aborted call second_parties: 1 to 1000',
    ...{ document: 'client', operationId: 'listPayloads', part: 'Response', base: payloads, at: ['data', payloadOf('AbortedCall'), 'meta', 'second_parties'] },
    valid: [[party]],
    invalid: [[]],
  },
  {
    rule: 'Blocked call second_parties: 0 to 1000',
    ...{ document: 'client', operationId: 'listPayloads', part: 'Response', base: payloads, at: ['data', payloadOf('BlockedCall'), 'meta', 'second_parties'] },
    valid: [[], [party], list(1000, () => party)],
    invalid: [list(1001, () => party)],
  },
  {
    rule: 'Interview pause times: up to 1000',
    ...{ document: 'client', operationId: 'listPayloads', part: 'Response', base: payloads, at: ['data', payloadOf('Interview'), 'meta', 'interview_pause_times'] },
    valid: [[], list(1000, (index) => ({ start_time: index, duration: 0.5 }))],
    invalid: [list(1001, (index) => ({ start_time: index, duration: 0.5 }))],
  },
  {
    rule: 'message_parties: at least 1',
    ...{ document: 'client', operationId: 'listPayloads', part: 'Response', base: payloads, at: ['data', payloadOf('SMS'), 'meta', 'message_parties'] },
    valid: [[party], [party, { ...party, phone_number: '88088' }]],
    invalid: [[]],
  },
  {
    rule: 'Payload references lists: 1 to 100 unique items',
    ...{ document: 'client', operationId: 'confirmReceipts', part: 'Body', base: () => example('client', 'confirmReceipts.request'), at: ['payload_references'] },
    valid: [references(1), references(100)],
    invalid: [[], references(101), [...references(2), references(1)[0]]],
  },
  {
    rule: 'Alert references lists: 1 to 100 unique items',
    ...{ document: 'admin', operationId: 'clearAlerts', part: 'Body', base: () => example('admin', 'clearAlerts.request'), at: ['alert_references'] },
    valid: [references(1), references(100)],
    invalid: [[], references(101), [references(1)[0], references(1)[0]]],
  },
  {
    rule: 'Retention days: numbers of 0 or more',
    ...{ document: 'client', operationId: 'putRetentionPolicy', part: 'Body', base: () => example('client', 'putRetentionPolicy.request'), at: ['record_types', 0, 'delete_after_days'] },
    valid: [0, 30, 365, 0.5],
    invalid: [-1, -0.5, '30'],
  },
  {
    rule: 'License limits: integers 0 to 100000',
    ...{ document: 'internal', operationId: 'putClientLicenses', part: 'Body', base: () => example('internal', 'putClientLicenses.request'), at: ['sms'] },
    valid: [0, 250, 100_000],
    invalid: [-1, 100_001, 2.5, '250'],
  },
  {
    rule: 'QueryTotal: integers of 0 or more',
    ...{ document: 'client', operationId: 'listPayloads', part: 'Response', base: payloads, at: ['total'] },
    valid: [0, 1234],
    invalid: [-1, 1.5],
  },
  {
    rule: 'SmsLength: integers of 0 or more',
    ...{ document: 'client', operationId: 'listPayloads', part: 'Response', base: payloads, at: ['data', payloadOf('SMS'), 'meta', 'length'] },
    valid: [0, 160],
    invalid: [-1, 1.5],
  },
  {
    rule: 'LogMessage: at least 1 character',
    ...{ document: 'client', operationId: 'listDeviceLogs', part: 'Response', base: () => example('client', 'listDeviceLogs'), at: ['data', 0, 'log_message'] },
    valid: ['x', 'Upload queue flushed'],
    invalid: ['', null],
  },
  {
    rule: 'State: at least 1 character',
    ...{ document: 'admin', operationId: 'listTelemetry', part: 'Response', base: () => example('admin', 'listTelemetry'), at: ['data', 0, 'upload_queue', 'state'] },
    valid: ['x', 'Uploading'],
    invalid: [''],
  },
  {
    rule: 'UUIDTimestamp: at least 32 characters',
    ...{ document: 'client', operationId: 'listDeviceLogs', part: 'Response', base: () => example('client', 'listDeviceLogs'), at: ['data', 0, 'log_id'] },
    valid: [text(32, 'f'), '0190a3b2-7c1d-7e2f-8a3b-4c5d6e7f8a9b'],
    invalid: [text(31, 'f'), ''],
  },
  {
    rule: 'Timestamps: ISO date-time (T or space, optional millis and Z)',
    ...{ document: 'admin', operationId: 'updateSupportAccess', part: 'Body', base: () => example('admin', 'updateSupportAccess.request'), at: ['approval_expiry'] },
    valid: ['2026-11-01T09:00:00Z', '2026-11-01 09:00:00', '2026-11-01T09:00:00.123Z', '2026-11-01T09:00:00', '2026-11-01T09:00:00+01:00'],
    invalid: [],
    patternInvalid: ['2026-11-01', '2026-13-01T09:00:00Z', '01/11/2026 09:00', '2026-11-01T25:00:00Z', '2026-11-01T09:00Z', '2026-11-01t09:00:00z'],
    message: MESSAGES.isoDate,
  },
  {
    rule: 'Date parameter YYYY-MM-DD, optionally with -HHMMSS',
    ...{ document: 'client', operationId: 'listPayloads', part: 'QueryParams', base: () => ({}), at: ['from'] },
    valid: ['1999-01-01', '1999-01-01-165000', '2026-12-31-235959'],
    invalid: [],
    patternInvalid: ['1999-1-1', '1999-01-01T16:50:00', '1999-01-01-1650', '1999-01-01 165000', '1999-01-32'],
    message: MESSAGES.dateWithTime,
  },
  {
    rule: 'Date: YYYY-MM-DD',
    ...{ document: 'internal', operationId: 'getStatistics', part: 'Response', base: () => example('internal', 'getStatistics'), at: ['integrity_checks', 0, 'date'] },
    valid: ['1999-01-01', '2026-10-31'],
    invalid: [],
    patternInvalid: ['1999-01-01-165000', '1999-1-1', '31/10/2026', '2026-00-10'],
    message: MESSAGES.date,
  },
  {
    rule: 'Direction: I, O or CC',
    ...{ document: 'client', operationId: 'listPayloads', part: 'Response', base: payloads, at: ['data', payloadOf('Call'), 'meta', 'second_parties', 0, 'direction'] },
    valid: ['I', 'O', 'CC'],
    invalid: ['i', 'X', 'IO', ''],
  },
];
