import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '@/lib/paths';

/** Screens that later issues build: path (relative to its area) -> heading. */
export const internalPlaceholders: [string, MessageDescriptor][] = [
  ['', msg`Clients`],
  ['alerts', msg`Alerts`],
  ['carriers', msg`Carriers`],
  ['licenses', msg`Licenses`],
  ['statistics', msg`Statistics`],
];

const inDashboard = (path: string) => path.slice(`${paths.dashboard}/`.length);

export const dashboardPlaceholders: [string, MessageDescriptor][] = [
  [inDashboard(paths.devices.list), msg`Devices`],
  [inDashboard(paths.devices.logs), msg`Device logs`],
  [inDashboard(paths.devices.metrics), msg`Metrics`],
  [inDashboard(paths.devices.users), msg`Device users`],
  [`${inDashboard(paths.devices.users)}/:deviceUserReference`, msg`Device user`],
  [`${inDashboard(paths.devices.list)}/:deviceReference`, msg`Device`],
  [`${inDashboard(paths.devices.list)}/:deviceReference/gps`, msg`GPS track`],
  [inDashboard(paths.access.tags), msg`Tags`],
  [inDashboard(paths.access.groups), msg`Groups`],
  [inDashboard(paths.access.roles), msg`Roles`],
  [inDashboard(paths.access.createRole), msg`Create role`],
  [`${inDashboard(paths.access.roles)}/:roleReference`, msg`Role`],
  [inDashboard(paths.account.apps), msg`Client apps`],
  [inDashboard(paths.account.audit), msg`Audit`],
  [inDashboard(paths.account.licenses), msg`Licenses`],
  [inDashboard(paths.account.alerts), msg`Alerts`],
  [inDashboard(paths.account.supportAccess), msg`Support access`],
  [inDashboard(paths.account.transfers), msg`Transfers`],
  [inDashboard(paths.account.transferConfig), msg`Transfer configurations`],
  [`${inDashboard(paths.account.transfers)}/:transferId`, msg`Transfer`],
  [inDashboard(paths.account.migrations), msg`Migrations`],
  [inDashboard(paths.account.retention), msg`Retention`],
  [inDashboard(paths.account.legalHolds), msg`Legal holds`],
];
