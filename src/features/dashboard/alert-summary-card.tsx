import { Skeleton, Text } from '@chakra-ui/react';
import { useGetAlertSummary } from '@generated/admin/hooks/alerts/alerts';
import { AlertState, type AlertScope, type AlertSeverity } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { ALERT_SCOPES, ALERT_SEVERITIES, useAlertLabels } from '@/components/alerts/alert-labels';
import { stateText } from '@/components/state-badge/state-badge';
import { stringifyQuery } from '@/api/query-string';
import { paths } from '@/lib/paths';
import { plainClass } from '@/theme/plain-class';
import { DashboardCard } from './dashboard-card';
import { SkeletonRows } from './skeleton-rows';

/** The alerts list showing the Triggered alerts of one scope and severity. */
export function triggeredAlertsHref(scope: AlertScope, severity: AlertSeverity): string {
  return `${paths.account.alerts}?${stringifyQuery({ scope, severity, state: AlertState.Triggered })}`;
}

/** Triggered alerts by scope (operations, security) and severity, each count a link to those alerts. */
export function AlertSummaryCard() {
  const { t, i18n } = useLingui();
  const { client } = useSession();
  const labels = useAlertLabels();
  const allowed = usePermission('getAlertSummary').allowed;
  // The same query as the header bell: one request serves both.
  const summary = useGetAlertSummary(client, undefined, { query: { enabled: allowed } });
  if (!allowed) return null;
  const data = summary.data;
  const count = data?.triggered ?? 0;
  const scopes = ALERT_SCOPES.filter((scope) => data?.[scope]);
  const severityName = (severity: AlertSeverity) => stateText(i18n, 'severity', severity);
  const summaryView = (
    <>
      {data ? (
        <Text mb="2" color={count ? 'fg' : 'fg.muted'}>
          {count ? <Trans>{count} triggered alerts</Trans> : <Trans>No triggered alerts.</Trans>}
        </Text>
      ) : (
        <Skeleton mb="2" w="12rem">
          <Text>{'\u00a0'}</Text>
        </Skeleton>
      )}
      <div className={plainClass.cardTable}>
        <table>
          <caption className={plainClass.visuallyHidden}>{t`Triggered alerts by scope and severity`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Scope`}</th>
              {ALERT_SEVERITIES.map((severity) => (
                <th key={severity} scope="col" data-numeric="">
                  {severityName(severity)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!data ? (
              <SkeletonRows rows={ALERT_SCOPES.length} columns={1 + ALERT_SEVERITIES.length} />
            ) : (
              scopes.map((scope) => (
                <tr key={scope}>
                  <th scope="row">{labels.scope[scope]}</th>
                  {ALERT_SEVERITIES.map((severity) => {
                    const triggered = data?.[scope]?.[severity]?.Triggered ?? 0;
                    const scopeName = labels.scope[scope];
                    const level = severityName(severity);
                    return (
                      <td key={severity} data-numeric="">
                        <RouterLink
                          to={triggeredAlertsHref(scope, severity)}
                          data-zero={triggered ? undefined : ''}
                          aria-label={t`${triggered} triggered ${level} ${scopeName} alerts`}
                        >
                          {i18n.number(triggered)}
                        </RouterLink>
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
  return (
    <DashboardCard
      title={t`Alerts`}
      query={summary}
      empty={scopes.length === 0}
      loading={summaryView}
      emptyText={<Trans>Your roles do not allow reading alerts.</Trans>}
      fullList={{ to: paths.account.alerts, label: <Trans>All alerts</Trans> }}
    >
      {summaryView}
    </DashboardCard>
  );
}
