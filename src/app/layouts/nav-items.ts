import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Profile } from '@generated/admin/model';
import { profileAllows } from '@/auth/use-profile';
import { paths } from '@/lib/paths';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  /** The API action (operation id) the screen needs; hidden when the profile does not allow it. */
  action?: string;
  /** Match only this exact path (for section roots). */
  end?: boolean;
}

export interface NavGroup {
  label: MessageDescriptor;
  /** A group heading that is itself a page (Services: all payloads). */
  to?: string;
  action?: string;
  items: NavItem[];
}

/** SCREENS.md, default layout: navigation groups and their items. */
export const dashboardNav: NavGroup[] = [
  { label: msg`Dashboard`, to: paths.dashboard, action: 'getDashboard', items: [] },
  {
    label: msg`Services`,
    to: paths.services.all,
    action: 'listPayloads',
    items: [
      { to: paths.services.calls, label: msg`Calls`, action: 'listPayloads' },
      { to: paths.services.messages, label: msg`Messages`, action: 'listPayloads' },
      { to: paths.services.photos, label: msg`Photos`, action: 'listPayloads' },
      { to: paths.services.videos, label: msg`Videos`, action: 'listPayloads' },
      { to: paths.services.interviews, label: msg`Interviews`, action: 'listPayloads' },
      { to: paths.services.comments, label: msg`Comments`, action: 'listComments' },
      { to: paths.services.diagnostics, label: msg`Diagnostics`, action: 'listPayloads' },
    ],
  },
  {
    label: msg`Devices`,
    items: [
      { to: paths.devices.list, label: msg`Devices`, action: 'listDevices', end: true },
      { to: paths.devices.users, label: msg`Users`, action: 'listDeviceUsers' },
      { to: paths.devices.gps, label: msg`GPS`, action: 'listGps' },
      { to: paths.devices.logs, label: msg`Logs`, action: 'listDeviceLogs' },
      { to: paths.devices.metrics, label: msg`Metrics`, action: 'getMetrics' },
    ],
  },
  {
    label: msg`Access`,
    items: [
      { to: paths.access.tags, label: msg`Tags`, action: 'listTags' },
      { to: paths.access.groups, label: msg`Groups`, action: 'listGroups' },
      { to: paths.access.roles, label: msg`Roles`, action: 'listRoles' },
    ],
  },
  {
    label: msg`Account`,
    items: [
      { to: paths.account.apps, label: msg`Apps`, action: 'listClientApps' },
      { to: paths.account.audit, label: msg`Audit`, action: 'listActivities' },
      { to: paths.account.licenses, label: msg`Licenses`, action: 'getLicenses' },
      { to: paths.account.alerts, label: msg`Alerts`, action: 'listAlerts' },
      { to: paths.account.supportAccess, label: msg`Support access`, action: 'listSupportAccess' },
      { to: paths.account.transfers, label: msg`Transfers`, action: 'listTransfers' },
      { to: paths.account.migrations, label: msg`Migrations`, action: 'listMigrations' },
      { to: paths.account.retention, label: msg`Retention`, action: 'getRetentionPolicy' },
      { to: paths.account.legalHolds, label: msg`Legal holds`, action: 'listLegalHolds' },
    ],
  },
];

/** SCREENS.md, internal layout: Clients, Alerts, Support, Carriers, Licenses, Statistics. */
export const internalNav: NavItem[] = [
  { to: paths.internal.clients, label: msg`Clients`, end: true },
  { to: paths.internal.alerts, label: msg`Alerts` },
  { to: paths.internal.support, label: msg`Support` },
  { to: paths.internal.carriers, label: msg`Carriers` },
  { to: paths.internal.licenses, label: msg`Licenses` },
  { to: paths.internal.statistics, label: msg`Statistics` },
];

/**
 * The entries the profile allows, by usePermission's rule (`profileAllows`): an entry that names an
 * action is hidden until the profile has loaded, as a control that needs one is disabled.
 */
export function allowedItems<T extends Pick<NavItem, 'action'>>(items: readonly T[], profile: Profile | undefined): T[] {
  return items.filter((item) => !item.action || profileAllows(profile, item.action));
}
