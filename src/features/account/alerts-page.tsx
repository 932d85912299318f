import { Text } from '@chakra-ui/react';
import { getListAlertsQueryKey, listAlerts, useGetAlertSummary } from '@generated/admin/hooks/alerts/alerts';
import type { Alert, ListAlertsParams } from '@generated/admin/model';
import { listAlertsQueryParams } from '@generated/admin/zod/alerts/alerts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { AlertBulkBar } from '@/components/alerts/alert-bulk-bar';
import { AlertFilterBar } from '@/components/alerts/alert-filter-bar';
import { alertQueryParams } from '@/components/alerts/alert-filters';
import { useAlertColumns } from '@/components/alerts/use-alert-columns';
import { useAlertDetailParam } from '@/components/alerts/use-alert-detail-param';
import { useAlertSelection } from '@/components/alerts/use-alert-selection';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { useDayZone } from '@/components/date-time/time-zone-preference';
import { SearchFilter } from '@/components/filters/search-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec, type ParamsContext } from '@/components/list-screen/use-list-screen';
import type { UrlValues } from '@/components/url-state/use-url-state';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { AccountAlertDrawer } from './alerts/account-alert-drawer';
import { accountAlertsSpec } from './alerts/account-alerts-spec';
import { AlertSummaryPanel } from './alerts/alert-summary-panel';
import { useAlertBlockers } from './alerts/use-alert-blockers';
import { useAlertMutations } from './alerts/use-alert-mutations';
import { useAlertPermissions } from './alerts/use-alert-permissions';

/** The account's alerts: summary, filters, list with bulk clear and dismiss, and the detail panel. */
export default function AlertsPage() {
  const { t } = useLingui();
  const { client } = useSession();
  const canList = usePermission('listAlerts').allowed;
  const permissions = useAlertPermissions();
  const readable = permissions.readable;
  const dayZone = useDayZone();
  const toParams = useCallback(
    (v: UrlValues<typeof accountAlertsSpec>, { dayZone }: ParamsContext) => ({
      ...alertQueryParams(v, dayZone, readable),
      ...(v.search ? { search: v.search } : {}),
      ...(v.include_dismissed ? { include_dismissed: true } : {}),
    }),
    [readable],
  );
  const screenSpec = useMemo<ListScreenSpec<typeof accountAlertsSpec, ListAlertsParams>>(
    () => ({ url: accountAlertsSpec, schema: listAlertsQueryParams, toParams }),
    [toParams],
  );
  const screen = useListScreen(screenSpec, useClientList(listAlerts, getListAlertsQueryKey), { total: true, enabled: canList });
  const { values: v, filters, list, params } = screen;
  const { clearBlocker, dismissBlocker } = useAlertBlockers(permissions);
  const detail = useAlertDetailParam();
  const { clear, dismiss } = useAlertMutations();

  const summaryParams = useMemo(
    () => ({ date_filter: v.date_filter, ...dateRangeParams({ from: v.from, to: v.to }, dayZone) }),
    [v.date_filter, v.from, v.to, dayZone],
  );
  const summary = useGetAlertSummary(client, summaryParams, { query: { enabled: usePermission('getAlertSummary').allowed } });
  const selection = useAlertSelection(JSON.stringify(params));
  const columns = useAlertColumns({ selection: permissions.canClear || permissions.canDismiss ? selection : undefined, loaded: list.rows });

  if (!canList || (readable && readable.length === 0)) {
    return (
      <Screen gap="4" path={paths.account.alerts}>
        <Text color="fg.muted">
          <Trans>Your roles do not allow reading alerts. Ask an administrator for operations or security alert permissions.</Trans>
        </Text>
      </Screen>
    );
  }

  return (
    <Screen gap="6" path={paths.account.alerts}>
      <AlertSummaryPanel
        summary={summary.data}
        readable={readable}
        loading={summary.isPending}
        error={summary.error}
        onRetry={() => void summary.refetch()}
        onPick={(pick) => filters.set({ scope: pick.scope, severity: pick.severity, state: pick.state })}
      />
      <ListScreen<Alert>
        screen={screen}
        filterBar={
          <AlertFilterBar
            filters={filters}
            scopes={readable}
            before={<SearchFilter label={t`Search subject or message`} value={v.search} onChange={(search) => filters.set({ search })} />}
            after={
              <ChoiceFilter
                label={t`Dismissed by you`}
                anyLabel={t`Hidden`}
                options={[{ value: 'true', label: t`Shown` }]}
                value={v.include_dismissed ? 'true' : undefined}
                onChange={(value) => filters.set({ include_dismissed: value === 'true' ? true : undefined })}
              />
            }
          />
        }
        paramLabels={{ search: t`Search subject or message` }}
        id="account-alerts"
        caption={t`Alerts`}
        columns={columns}
        rowKey={(row) => row.alert_reference}
        rowHref={(row) => detail.hrefFor(row.alert_reference)}
        emptyTitle={t`No alerts`}
        emptyDescription={screen.filtered ? t`No alert matches these filters.` : t`Nothing has raised an alert in your account.`}
        exportFileName="alerts"
        toolbar={
          permissions.canClear || permissions.canDismiss ? (
            <AlertBulkBar
              selection={selection}
              loaded={list.rows}
              onClear={(alerts, reason) =>
                clear(
                  alerts.map((alert) => alert.alert_reference),
                  reason,
                )
              }
              onDismiss={(alerts) => dismiss(alerts.map((alert) => alert.alert_reference))}
              clearDisabledReason={clearBlocker(selection.selected.filter((alert) => alert.alert_state === 'Triggered'))}
              dismissDisabledReason={dismissBlocker}
            />
          ) : null
        }
      />
      <AccountAlertDrawer detail={detail} clearBlocker={clearBlocker} dismissBlocker={dismissBlocker} onClear={clear} onDismiss={dismiss} />
    </Screen>
  );
}
