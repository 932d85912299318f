import type { RouteObject } from 'react-router';
import { SERVICE_KINDS, type ServiceKind } from '@/lib/paths';
import { page, pageWith } from './lazy-page';
import { validateParams } from './route-params';

const serviceRoutes: RouteObject[] = [
  { path: 'services', ...pageWith(() => import('@/features/services/payload-list-page'), { kind: 'all' as const }) },
  { path: 'services/comments', ...page(() => import('@/features/services/comments-page')) },
  { path: 'services/diagnostics', ...page(() => import('@/features/services/diagnostics-page')) },
  ...SERVICE_KINDS.flatMap((kind: ServiceKind): RouteObject[] => [
    { path: `services/${kind}`, ...pageWith(() => import('@/features/services/payload-list-page'), { kind }) },
    {
      path: `services/${kind}/:payloadReference`,
      loader: validateParams('payloadReference'),
      ...pageWith(() => import('@/features/services/payload-detail-page'), { kind }),
    },
  ]),
];

const deviceRoutes: RouteObject[] = [
  { path: 'devices', ...page(() => import('@/features/devices/devices-page')) },
  { path: 'devices/gps', ...page(() => import('@/features/devices/org-gps-page')) },
  { path: 'devices/logs', ...page(() => import('@/features/devices/device-logs-page')) },
  { path: 'devices/metrics', ...page(() => import('@/features/devices/metrics-page')) },
  { path: 'devices/users', ...page(() => import('@/features/devices/device-users-page')) },
  { path: 'devices/users/:deviceUserReference', loader: validateParams('deviceUserReference'), ...page(() => import('@/features/devices/device-user-detail-page')) },
  { path: 'devices/:deviceReference', loader: validateParams('deviceReference'), ...page(() => import('@/features/devices/device-detail-page')) },
  { path: 'devices/:deviceReference/gps', loader: validateParams('deviceReference'), ...page(() => import('@/features/devices/device-gps-page')) },
];

const accessRoutes: RouteObject[] = [
  { path: 'access/tags', ...page(() => import('@/features/access/tags-page')) },
  { path: 'access/groups', ...page(() => import('@/features/access/groups-page')) },
  { path: 'access/roles', ...page(() => import('@/features/access/roles-page')) },
  { path: 'access/roles/create', ...page(() => import('@/features/access/role-editor-page')) },
  { path: 'access/roles/:roleReference', loader: validateParams('roleReference'), ...page(() => import('@/features/access/role-editor-page')) },
];

const accountRoutes: RouteObject[] = [
  { path: 'account/apps', ...page(() => import('@/features/account/apps-page')) },
  { path: 'account/audit', ...page(() => import('@/features/account/audit-page')) },
  { path: 'account/licenses', ...page(() => import('@/features/account/licenses-page')) },
  { path: 'account/alerts', ...page(() => import('@/features/account/alerts-page')) },
  { path: 'account/support-access', ...page(() => import('@/features/account/support-access-page')) },
  { path: 'account/transfers', ...page(() => import('@/features/account/transfers-page')) },
  { path: 'account/transfers/config', ...page(() => import('@/features/account/transfer-configs-page')) },
  { path: 'account/transfers/:transferId', loader: validateParams('transferId'), ...page(() => import('@/features/account/transfer-detail-page')) },
  { path: 'account/migrations', ...page(() => import('@/features/account/migrations-page')) },
  { path: 'account/retention', ...page(() => import('@/features/account/retention-page')) },
  { path: 'account/legal-holds', ...page(() => import('@/features/account/legal-holds-page')) },
];

const internalRoutes: RouteObject[] = [
  { path: 'alerts', ...page(() => import('@/features/internal/alerts-page')) },
  { path: 'support', ...page(() => import('@/features/internal/support-page')) },
  { path: 'carriers', ...page(() => import('@/features/internal/carriers-page')) },
  { path: 'licenses', ...page(() => import('@/features/internal/licenses-page')) },
  { path: 'statistics', ...page(() => import('@/features/internal/statistics-page')) },
];

/** The screens of each area but its home, added to the route tree when a path of the area is first opened. */
export const areaRoutes: Record<'dashboard' | 'internal', RouteObject[]> = {
  dashboard: [
    ...serviceRoutes,
    ...deviceRoutes,
    ...accessRoutes,
    ...accountRoutes,
  ],
  internal: internalRoutes,
};
