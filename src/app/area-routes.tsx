import type { RouteObject } from 'react-router';
import { paths, SERVICE_KINDS, type ServiceKind } from '@/lib/paths';
import { prefetch as prefetchPayload } from '@/features/services/detail/payload-detail-loader';
import { checked, lazyPrefetching, page, pageWith, prefetching } from './lazy-page';
import { validateParams } from './route-params';

/** A route path relative to its area's root, from the one list of paths (src/lib/paths.ts). */
const within =
  (root: string) =>
  (path: string, ...params: string[]): string =>
    [path.slice(root.length + 1), ...params.map((name) => `:${name}`)].join('/');
const dashboard = within(paths.dashboard);
const internal = within(paths.internal.clients);

const payloadList = (kind: 'all' | ServiceKind): RouteObject => ({
  path: dashboard(paths.services[kind]),
  ...pageWith(() => import('@/features/services/payload-list-page'), { kind }),
  ...lazyPrefetching(() => import('@/features/services/list/payload-list-loader'), kind),
});

const serviceRoutes: RouteObject[] = [
  payloadList('all'),
  { path: dashboard(paths.services.comments), ...page(() => import('@/features/services/comments-page')) },
  { path: dashboard(paths.services.diagnostics), ...page(() => import('@/features/services/diagnostics-page')) },
  { path: dashboard(paths.services.records), ...page(() => import('@/features/services/evidence-records-page')) },
  ...SERVICE_KINDS.flatMap((kind: ServiceKind): RouteObject[] => [
    payloadList(kind),
    {
      path: dashboard(paths.services[kind], 'payloadReference'),
      ...checked(validateParams('payloadReference'), prefetching(prefetchPayload)),
      ...pageWith(() => import('@/features/services/payload-detail-page'), { kind }),
    },
    {
      path: `${dashboard(paths.services[kind], 'payloadReference')}/record`,
      loader: validateParams('payloadReference'),
      ...pageWith(() => import('@/features/services/payload-record-page'), { kind }),
    },
  ]),
];

const deviceRoutes: RouteObject[] = [
  { path: dashboard(paths.devices.list), ...page(() => import('@/features/devices/devices-page')) },
  { path: dashboard(paths.devices.gps), ...page(() => import('@/features/devices/org-gps-page')) },
  { path: dashboard(paths.devices.logs), ...page(() => import('@/features/devices/device-logs-page')) },
  { path: dashboard(paths.devices.metrics), ...page(() => import('@/features/devices/metrics-page')) },
  { path: dashboard(paths.devices.users), ...page(() => import('@/features/devices/device-users-page')) },
  {
    path: dashboard(paths.devices.users, 'deviceUserReference'),
    loader: validateParams('deviceUserReference'),
    ...page(() => import('@/features/devices/device-user-detail-page')),
  },
  {
    path: dashboard(paths.devices.list, 'deviceReference'),
    loader: validateParams('deviceReference'),
    ...page(() => import('@/features/devices/device-detail-page')),
  },
  {
    path: `${dashboard(paths.devices.list, 'deviceReference')}/gps`,
    loader: validateParams('deviceReference'),
    ...page(() => import('@/features/devices/device-gps-page')),
  },
];

const accessRoutes: RouteObject[] = [
  { path: dashboard(paths.access.tags), ...page(() => import('@/features/access/tags-page')) },
  { path: dashboard(paths.access.groups), ...page(() => import('@/features/access/groups-page')) },
  { path: dashboard(paths.access.roles), ...page(() => import('@/features/access/roles-page')) },
  { path: dashboard(paths.access.createRole), ...page(() => import('@/features/access/role-editor-page')) },
  {
    path: dashboard(paths.access.roles, 'roleReference'),
    loader: validateParams('roleReference'),
    ...page(() => import('@/features/access/role-editor-page')),
  },
];

const accountRoutes: RouteObject[] = [
  { path: dashboard(paths.account.apps), ...page(() => import('@/features/account/apps-page')) },
  { path: dashboard(paths.account.audit), ...page(() => import('@/features/account/audit-page')) },
  { path: dashboard(paths.account.licenses), ...page(() => import('@/features/account/licenses-page')) },
  { path: dashboard(paths.account.alerts), ...page(() => import('@/features/account/alerts-page')) },
  { path: dashboard(paths.account.supportAccess), ...page(() => import('@/features/account/support-access-page')) },
  { path: dashboard(paths.account.transfers), ...page(() => import('@/features/account/transfers-page')) },
  { path: dashboard(paths.account.transferConfig), ...page(() => import('@/features/account/transfer-configs-page')) },
  {
    path: dashboard(paths.account.transfers, 'transferId'),
    loader: validateParams('transferId'),
    ...page(() => import('@/features/account/transfer-detail-page')),
  },
  { path: dashboard(paths.account.migrations), ...page(() => import('@/features/account/migrations-page')) },
  { path: dashboard(paths.account.retention), ...page(() => import('@/features/account/retention-page')) },
  { path: dashboard(paths.account.legalHolds), ...page(() => import('@/features/account/legal-holds-page')) },
];

const internalRoutes: RouteObject[] = [
  { path: internal(paths.internal.alerts), ...page(() => import('@/features/internal/alerts-page')) },
  { path: internal(paths.internal.support), ...page(() => import('@/features/internal/support-page')) },
  { path: internal(paths.internal.carriers), ...page(() => import('@/features/internal/carriers-page')) },
  { path: internal(paths.internal.licenses), ...page(() => import('@/features/internal/licenses-page')) },
  { path: internal(paths.internal.statistics), ...page(() => import('@/features/internal/statistics-page')) },
];

/** The screens of each area but its home, added to the route tree when a path of the area is first opened. */
export const areaRoutes: Record<'dashboard' | 'internal', RouteObject[]> = {
  dashboard: [...serviceRoutes, ...deviceRoutes, ...accessRoutes, ...accountRoutes],
  internal: internalRoutes,
};
