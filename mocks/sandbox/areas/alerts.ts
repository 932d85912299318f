// The account's alerts (admin document): lists and summary limited to the scopes the user's roles
// may read, clearing with write permission on each alert's scope, dismissing for oneself. The
// staff's alerts across clients are in alerts-staff.ts.
import type { components } from '../../../generated/admin/schema';
import type { Ctx, HandlerTable } from '../handler';
import { forbidden, found } from '../http/errors';
import { dateRange, matchesSearch } from '../http/filters';
import { paginate } from '../http/paging';
import { alertsNamed, clearAll, dismissAll } from './alert-changes';
import { alertFilter, alertSummary, liveAlerts, newestFirst, type Alert } from './alert-query';

export { alertsInternal } from './alerts-staff';

type Scope = components['schemas']['AlertScope'];
type Access = 'read' | 'write';
/** What the account's alert handlers need of their context. */
type Viewer = Pick<Ctx<unknown>, 'org' | 'grants' | 'world' | 'caller'>;

const accountAlerts = (ctx: Viewer): Alert[] => liveAlerts(ctx.org.alerts, ctx.world.nowMs());

/** 403 unless the user's roles give `access` to every one of `scopes`. */
function requireScopes(ctx: Viewer, scopes: readonly Scope[], access: Access): void {
  const allowed = ctx.grants.alertScopes(access);
  const refused = [...new Set(scopes)].filter((scope) => !allowed.includes(scope));
  if (refused.length) throw forbidden(`${ctx.caller.user} may not ${access === 'read' ? 'read' : 'clear'} ${refused.join(' and ')} alerts`);
}

/** The alerts a clear or dismiss names: all known (404), each in a scope the user has `access` to (403). */
function named(ctx: Viewer, references: readonly string[], access: Access): Alert[] {
  const alerts = alertsNamed(accountAlerts(ctx), references);
  requireScopes(
    ctx,
    alerts.map((alert) => alert.alert_scope),
    access,
  );
  return alerts;
}

export const alertsAdmin = {
  listAlerts: (ctx) => {
    const { query, caller } = ctx;
    if (query.scope) requireScopes(ctx, [query.scope], 'read');
    const readable = ctx.grants.alertScopes('read');
    const filter = alertFilter(query);
    const matching = accountAlerts(ctx).filter(
      (alert) =>
        readable.includes(alert.alert_scope) &&
        (query.include_dismissed || !alert.dismissed_by.includes(caller.user)) &&
        filter(alert) &&
        matchesSearch(query.search, alert.alert_subject, alert.alert_message, alert.alert_reference),
    );
    return paginate(newestFirst(matching, query.date_filter), query, (alert) => alert.alert_reference);
  },
  getAlertSummary: (ctx) => {
    const { query } = ctx;
    return alertSummary(accountAlerts(ctx), ctx.grants.alertScopes('read'), ctx.caller.user, {
      ...dateRange(query),
      field: query.date_filter,
    });
  },
  getAlert: (ctx) => {
    const reference = ctx.path.alert_reference;
    const alert = found(
      accountAlerts(ctx).find((entry) => entry.alert_reference === reference),
      `Alert ${reference}`,
    );
    requireScopes(ctx, [alert.alert_scope], 'read');
    return alert;
  },
  clearAlerts: (ctx) => {
    clearAll(named(ctx, ctx.body.alert_references, 'write'), ctx.caller.user, ctx.now(), ctx.body.cleared_reason);
  },
  dismissAlerts: (ctx) => {
    dismissAll(named(ctx, ctx.body.alert_references, 'read'), ctx.caller.user);
  },
} satisfies HandlerTable<'admin'>;
