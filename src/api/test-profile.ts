import type { Profile } from '@generated/admin/model';

/** The signed-in administrator's profile that the mutator's tests answer with. */
export const adminProfile = {
  user_reference: 'it.admin@acme.example',
  client: 'acme',
  actions: ['*'],
  groups: ['*'],
  payload_types: ['Call'],
  roles: ['Admin'],
} satisfies Profile;
