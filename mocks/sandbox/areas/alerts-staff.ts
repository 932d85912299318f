// Alerts for provider staff (internal document): every client's, and the provider's own (client
// `admin`, raised with target `admin`), listed together; clearing, dismissing and raising
// Notification alerts.
import { ADMIN_CLIENT } from '../auth/caller';
import type { HandlerTable } from '../handler';
import { found } from '../http/errors';
import { paginate } from '../http/paging';
import { touch } from '../world/org';
import type { World } from '../world/world';
import { alertsNamed, clearAll, dismissAll, raiseAlert } from './alert-changes';
import { alertFilter, liveAlerts, newestFirst, type Alert } from './alert-query';
import { clientOrg, knownClients } from './provider-clients';
import { requireFuture, storedTimestamp } from './timestamps';

/** The provider's own alerts (target `admin`), per world. */
const providerAlerts = new WeakMap<World, Alert[]>();

/** The alerts of a client, or the provider's own for `admin`; 404 for a client the provider does not know. */
function alertsOf(world: World, client: string): Alert[] {
  if (client !== ADMIN_CLIENT) return liveAlerts(clientOrg(world, client).alerts, world.nowMs());
  let alerts = providerAlerts.get(world);
  if (!alerts) providerAlerts.set(world, (alerts = []));
  return liveAlerts(alerts, world.nowMs());
}

/** Marks the change of a client's alerts (the provider's own belong to no organisation). */
function changed(world: World, client: string): void {
  if (client !== ADMIN_CLIENT) touch(world.org(client));
}

const withClient = (alert: Alert, client: string): Alert => ({ ...alert, client });

export const alertsInternal = {
  listAllAlerts: ({ world, query }) => {
    const filter = alertFilter(query);
    const clients = [...knownClients(world), ADMIN_CLIENT].filter((client) => !query.client || client === query.client);
    const matching = clients.flatMap((client) =>
      alertsOf(world, client)
        .filter(filter)
        .map((alert) => withClient(alert, client)),
    );
    return paginate(newestFirst(matching, query.date_filter), query, (alert) => `${alert.client}/${alert.alert_reference}`);
  },
  getClientAlert: ({ world, path }) => {
    const alert = found(
      alertsOf(world, path.client).find((entry) => entry.alert_reference === path.alert_reference),
      `Alert ${path.alert_reference}`,
    );
    return withClient(alert, path.client);
  },
  clearClientAlerts: ({ world, path, body, caller }) => {
    clearAll(alertsNamed(alertsOf(world, path.client), body.alert_references), caller.user, world.now(), body.cleared_reason);
    changed(world, path.client);
  },
  dismissClientAlerts: ({ world, path, body, caller }) => {
    dismissAll(alertsNamed(alertsOf(world, path.client), body.alert_references), caller.user);
    changed(world, path.client);
  },
  raiseNotificationAlert: ({ world, body }) => {
    const client = body.alert_target === 'admin' ? ADMIN_CLIENT : (body.client ?? '');
    if (client !== ADMIN_CLIENT) clientOrg(world, client);
    if (body.expires_after) requireFuture(body.expires_after, world.nowMs(), 'expires_after');
    const alert = raiseAlert(
      alertsOf(world, client),
      {
        client,
        alert_target: body.alert_target,
        alert_type: 'Notification',
        alert_scope: body.alert_scope,
        alert_severity: body.alert_severity,
        alert_subject: body.alert_subject,
        alert_message: body.alert_message,
        api_action: 'raiseNotificationAlert',
        related_entities: body.related_entities ?? [],
        ...(body.expires_after ? { expires_after: storedTimestamp(body.expires_after) } : {}),
      },
      world.nowMs(),
    );
    changed(world, client);
    return alert;
  },
} satisfies HandlerTable<'internal'>;
