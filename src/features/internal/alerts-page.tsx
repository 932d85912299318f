import { Link as ChakraLink } from '@chakra-ui/react';
import { getListAllAlertsQueryKey, listAllAlerts } from '@generated/internal/hooks/alerts/alerts';
import type { Alert, ListAllAlertsParams } from '@generated/internal/model';
import { listAllAlertsQueryParams } from '@generated/internal/zod/alerts/alerts';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { AlertBulkBar } from '@/components/alerts/alert-bulk-bar';
import { AlertFilterBar } from '@/components/alerts/alert-filter-bar';
import { alertFilterSpec, alertQueryParams } from '@/components/alerts/alert-filters';
import { useAlertColumns } from '@/components/alerts/use-alert-columns';
import { useAlertDetailParam } from '@/components/alerts/use-alert-detail-param';
import { useAlertSelection } from '@/components/alerts/use-alert-selection';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { InternalAlertDrawer } from './alerts/internal-alert-drawer';
import { RaiseNotificationButton } from './alerts/raise-notification-dialog';
import { useInternalAlertMutations } from './alerts/use-internal-alert-mutations';
import { useAllClients } from './api/use-all-clients';
import { clientPanelHref } from './internal-hrefs';

const url = { ...alertFilterSpec, client: urlParam.text(63) };
const screenSpec: ListScreenSpec<typeof url, ListAllAlertsParams> = {
  url,
  schema: listAllAlertsQueryParams,
  toParams: (v, { dayZone }) => ({ ...alertQueryParams(v, dayZone), ...(v.client ? { client: v.client } : {}) }),
};
const source = { fetcher: listAllAlerts, queryKey: getListAllAlertsQueryKey };

/** Alerts of every client (`GET /alerts`): filters, bulk clear and dismiss per client, detail, and raising notifications. */
export default function InternalAlertsPage() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, source);
  const { values: v, filters, list, params } = screen;
  const detail = useAlertDetailParam();
  const { clients } = useAllClients();
  const { clear, dismiss, raise } = useInternalAlertMutations();
  const canClear = usePermission('clearClientAlerts').allowed;
  const canDismiss = usePermission('dismissClientAlerts').allowed;

  const selection = useAlertSelection(JSON.stringify(params));
  const alertColumns = useAlertColumns({ withClient: true, selection: canClear || canDismiss ? selection : undefined });
  // The client opens its drawer on the Clients page.
  const columns = useMemo(
    () =>
      alertColumns.map((column) =>
        column.id === 'client'
          ? {
              ...column,
              cell: (row: Alert) =>
                row.client ? (
                  <ChakraLink asChild colorPalette="blue" variant="underline">
                    <Link to={clientPanelHref(row.client)}>{row.client}</Link>
                  </ChakraLink>
                ) : null,
            }
          : column,
      ),
    [alertColumns],
  );
  const clientOptions = useMemo(() => {
    const options = clients.map((client) => ({ value: client.client, label: client.client }));
    return v.client && !options.some((option) => option.value === v.client) ? [...options, { value: v.client, label: v.client }] : options;
  }, [clients, v.client]);

  return (
    <Screen gap="6" path={paths.internal.alerts} actions={<RaiseNotificationButton onRaise={raise} />}>
      <ListScreen<Alert>
        screen={screen}
        filterBar={
          <AlertFilterBar
            filters={filters}
            before={
              <ChoiceFilter
                label={t`Client`}
                anyLabel={t`All clients`}
                options={clientOptions}
                value={v.client}
                onChange={(client) => filters.set({ client })}
              />
            }
          />
        }
        paramLabels={{ client: t`Client` }}
        id="internal-alerts"
        caption={t`Alerts of every client`}
        columns={columns}
        rowKey={(row) => `${row.client ?? ''}:${row.alert_reference}`}
        rowHref={(row) => detail.hrefFor(row.alert_reference, row.client)}
        emptyTitle={t`No alerts`}
        emptyDescription={screen.filtered ? t`No alert matches these filters.` : t`No client has an alert.`}
        exportFileName="alerts-all-clients"
        toolbar={
          canClear || canDismiss ? (
            <AlertBulkBar
              selection={selection}
              loaded={list.rows}
              onClear={clear}
              onDismiss={dismiss}
              clearDisabledReason={canClear ? undefined : t`Your roles do not allow clearing alerts.`}
              dismissDisabledReason={canDismiss ? undefined : t`Your roles do not allow dismissing alerts.`}
            />
          ) : null
        }
      />
      <InternalAlertDrawer detail={detail} onClear={clear} onDismiss={dismiss} />
    </Screen>
  );
}
