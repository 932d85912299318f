// Views several areas show, computed from an organisation's current state.
import { buildLicenses } from '../../data/account.mjs';
import { groupStats } from '../../data/org.mjs';
import type { components } from '../../../generated/admin/schema';
import type { Org } from './org';

type Group = components['schemas']['Group'];

/** A group with its stats as of now (device users, expected and actual devices, licence use). */
export function withStats(org: Org, group: Group): Group {
  return { ...group, stats: groupStats(group.group_reference, org.users, org.devices) };
}

/** Licence limits and use per service and per group, as of now. */
export function licenseUse(org: Org, now: string): components['schemas']['LicenseUse'] {
  const groups = org.groups.map((group) => withStats(org, group));
  return { ...buildLicenses(org.users, org.devices, groups, org.client, org.licenseLimits), updated_at: now };
}
