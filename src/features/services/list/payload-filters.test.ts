import { describe, expect, it } from 'vitest';
import { readUrlValues } from '@/components/url-state/use-url-state';
import {
  payloadFilterSpec,
  payloadListParams,
  payloadListQueryParams,
  payloadListTypes,
  requestedTypes,
  type PayloadFilterValues,
} from './payload-filters';

const empty: PayloadFilterValues = {
  types: [],
  state: [],
  date_filter: 'payload_time',
  from: undefined,
  to: undefined,
  device: undefined,
  user: undefined,
  group: undefined,
  late: undefined,
  search: undefined,
  sort: undefined,
};

describe('payload list filters', () => {
  it('asks for the chosen types within the list and the profile', () => {
    const calls = ['Call', 'AbortedCall', 'BlockedCall'] as const;
    expect(requestedTypes([], calls, ['*'])).toEqual(['Call', 'AbortedCall', 'BlockedCall']);
    expect(requestedTypes(['SMS', 'BlockedCall'], calls, undefined)).toEqual(['BlockedCall']);
    expect(requestedTypes([], calls, ['Call', 'SMS'])).toEqual(['Call']);
    expect(requestedTypes(['AbortedCall'], calls, ['Call'])).toEqual(['Call']);
  });

  it('sends only the filters that are set, with the end day included', () => {
    expect(payloadListParams(empty, ['Call'], false)).toEqual({ types: ['Call'] });
    expect(payloadListParams(empty, ['Call', 'SMS'], true)).toEqual({});
    expect(
      payloadListParams(
        {
          ...empty,
          state: ['Deleted'],
          date_filter: 'processed_at',
          from: '2026-10-01',
          to: '2026-10-31',
          device: 'ldn-trd-001',
          user: 'ana.souza',
          group: 'Ops & <Risk> Desk!',
          late: false,
          search: '+4477',
        },
        ['SMS'],
        false,
      ),
    ).toEqual({
      types: ['SMS'],
      payload_state: ['Deleted'],
      date_filter: 'processed_at',
      from: '2026-10-01',
      to: '2026-10-31-235959',
      device_reference: 'ldn-trd-001',
      device_user_reference: 'ana.souza',
      group: 'Ops & <Risk> Desk!',
      is_late: false,
      search: '+4477',
    });
  });

  it('reads the same query from a URL outside React as the list screen asks for (route loaders)', () => {
    const values = readUrlValues(payloadFilterSpec, '?types=BlockedCall&types=SMS&state=Processed&search=%2B4477');
    expect(payloadListQueryParams('calls', values, ['*'])).toEqual({
      types: ['BlockedCall'],
      payload_state: ['Processed'],
      search: '+4477',
    });
    expect(payloadListQueryParams('all', readUrlValues(payloadFilterSpec, ''), ['*'])).toEqual({});
    expect(payloadListQueryParams('all', readUrlValues(payloadFilterSpec, ''), ['Call'])).toEqual({ types: ['Call'] });
    expect(payloadListTypes('messages', ['Call', 'SMS'])).toEqual(['SMS']);
    expect(payloadListTypes('photos', ['Call'])).toEqual([]);
  });
});
