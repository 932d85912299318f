import { describe, expect, it } from 'vitest';
import { listScreenParams } from '@/components/list-screen/use-list-screen';
import { readUrlValues } from '@/components/url-state/use-url-state';
import {
  payloadFilterSpec,
  payloadListParams,
  payloadListSpec,
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
    expect(payloadListParams(empty, ['Call'], false, 'UTC')).toEqual({ types: ['Call'] });
    expect(payloadListParams(empty, ['Call', 'SMS'], true, 'UTC')).toEqual({});
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
        'UTC',
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
    const query = (kind: 'all' | 'calls', search: string, allowed: string[]) =>
      listScreenParams(payloadListSpec(kind, allowed), readUrlValues(payloadFilterSpec, search), { dayZone: 'UTC' });
    expect(query('calls', '?types=BlockedCall&types=SMS&state=Processed&search=%2B4477', ['*']).params).toEqual({
      types: ['BlockedCall'],
      payload_state: ['Processed'],
      search: '+4477',
    });
    expect(query('all', '', ['*']).params).toEqual({});
    expect(query('all', '', ['Call']).params).toEqual({ types: ['Call'] });
    expect(payloadListTypes('messages', ['Call', 'SMS'])).toEqual(['SMS']);
    expect(payloadListTypes('photos', ['Call'])).toEqual([]);
  });

  it('leaves out a filter the API would refuse and says which', () => {
    const { params, rejected } = listScreenParams(
      payloadListSpec('calls', ['*']),
      readUrlValues(payloadFilterSpec, '?user=an&device=ldn-1'),
      { dayZone: 'UTC' },
    );
    expect(params).toEqual({ types: ['Call', 'AbortedCall', 'BlockedCall'], device_reference: 'ldn-1' });
    expect(rejected.map((entry) => entry.field)).toEqual(['device_user_reference']);
  });
});
