// The account's overview (admin document): dashboard counts, payload metrics and licence use, all
// computed from the organisation's current state.
import { buildDashboard } from '../../data/account.mjs';
import type { HandlerTable } from '../handler';
import { paginate } from '../http/paging';
import { licenseUse } from '../world/views';
import { payloadMetrics } from './metrics';

export const overviewAdmin = {
  getDashboard: (ctx) =>
    buildDashboard(
      ctx.org.users.filter((user) => ctx.may(user.group)),
      ctx.org.devices.filter((device) => ctx.may(device.group)),
    ),
  getMetrics: (ctx) => paginate(payloadMetrics(ctx, ctx.path.scope, ctx.query), ctx.query, (period) => period.id),
  getLicenses: (ctx) => licenseUse(ctx.org, ctx.now()),
} satisfies HandlerTable<'admin'>;
