import type { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { getGetProfileQueryKey } from '@generated/admin/hooks/auth/auth';
import type { Profile } from '@generated/admin/model';
import { setSession } from '@/auth/session-store';
import type { AdminSchemas } from '@/test/contract-http';

/** Unit-test fixtures of the access screens: a signed-in session and profile, and a few records typed from the contract. */
export const ACTIONS_ALL = [
  'listTags',
  'getTag',
  'putTag',
  'deleteTag',
  'listGroups',
  'getGroup',
  'putGroup',
  'deleteGroup',
  'listRoles',
  'getRole',
  'putRole',
  'deleteRole',
  'getAccountDefaults',
  'putAccountDefaults',
];

export function signIn(queryClient: QueryClient, actions: string[] = ACTIONS_ALL): void {
  setSession({ client: 'acme', idToken: 'token' });
  const profile: Profile = {
    user_reference: 'it.admin@acme.example',
    client: 'acme',
    actions,
    groups: [],
    payload_types: [],
    roles: ['Administrator'],
    user_group: 'Compliance',
  };
  queryClient.setQueryData(getGetProfileQueryKey('acme'), profile);
}

/** Unmounts first, so no screen refetches with the emptied session. */
export function signOut(): void {
  cleanup();
  setSession({ client: '' });
}

export const TAGS: AdminSchemas['TagDefinition'][] = [
  { tag_key: 'region', tag_values: ['uk', 'br'], is_required: true, default_value: 'uk' },
  { tag_key: 'risk_level', tag_values: ['low', 'high'], is_required: true, default_value: 'low' },
  { tag_key: 'supervisor', tag_values: null, is_required: false, default_value: null },
];

export const GROUPS: AdminSchemas['Group'][] = [
  {
    group_reference: 'London Trading',
    tags: [
      { tag_key: 'region', tag_value: 'uk' },
      { tag_key: 'risk_level', tag_value: 'high' },
    ],
  },
  {
    group_reference: 'Compliance',
    tags: [
      { tag_key: 'region', tag_value: 'uk' },
      { tag_key: 'risk_level', tag_value: 'low' },
    ],
  },
];

export const REVIEWER: AdminSchemas['Role'] = {
  role_reference: 'Compliance Reviewer',
  description: 'Reviews calls',
  is_system: false,
  is_alertable: true,
  cidr_ranges: [],
  alert_permissions: { ops_read: true, ops_write: false, sec_read: false, sec_write: false },
  permissions: [
    { actions_matching: 'listPayloads', is_denied: false, is_regex: false, conditions: [] },
    {
      actions_matching: '^get.*$',
      is_denied: false,
      is_regex: true,
      conditions: [{ keys_matching: 'risk_level', values_matching: 'high', is_denied: false, is_regex: false }],
    },
    { actions_matching: 'getPayloadData', is_denied: true, is_regex: false, conditions: [] },
  ],
};

export const page = <T>(data: T[]) => ({ count: data.length, last_key: null, data });
