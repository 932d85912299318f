import { Badge, Box, Button, Grid, IconButton, Text } from '@chakra-ui/react';
import { faBell } from '@fortawesome/free-solid-svg-icons/faBell';
import { useGetAlertSummary } from '@generated/admin/hooks/alerts/alerts';
import { AlertSeverity, type AlertSummary } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { Icon } from '@/components/icon';
import { paths } from '@/lib/paths';
import { ButtonPopover } from '@/components/popover/button-popover';
import { freshness } from '@/api/freshness';

const SEVERITIES = [AlertSeverity.High, AlertSeverity.Medium, AlertSeverity.Low] as const;

/** The header's alert bell: Triggered alerts in the scopes the user may read (`GET alerts/summary`). */
export function AlertBell() {
  const { client } = useSession();
  const { t } = useLingui();
  const allowed = usePermission('getAlertSummary').allowed;
  const summary = useGetAlertSummary(client, undefined, {
    query: { enabled: allowed, refetchInterval: freshness.minute, staleTime: freshness.minute },
  });
  if (!allowed) return null;
  const count = summary.data?.triggered ?? 0;
  const label = summary.data ? t`Alerts: ${count} triggered` : t`Alerts`;
  return (
    <ButtonPopover
      trigger={
        <IconButton variant="ghost" size="sm" aria-label={label} position="relative">
          <Icon icon={faBell} />
          {count > 0 ? (
            <Badge position="absolute" top="-1" insetEnd="-1" colorPalette="red" variant="solid" size="xs" rounded="full" aria-hidden>
              {count > 99 ? '99+' : count}
            </Badge>
          ) : null}
        </IconButton>
      }
      title={<Trans>{count} triggered alerts</Trans>}
      width="xs"
    >
      {summary.data ? <SeverityTable summary={summary.data} /> : null}
      <Button asChild size="sm" variant="outline">
        <Link to={paths.account.alerts}>
          <Trans>Open alerts</Trans>
        </Link>
      </Button>
    </ButtonPopover>
  );
}

function SeverityTable({ summary }: { summary: AlertSummary }) {
  const { t } = useLingui();
  const scopes = [
    { name: t`Operations`, counts: summary.ops },
    { name: t`Security`, counts: summary.sec },
  ].filter((scope) => scope.counts);
  const severityLabel = { High: t`High`, Medium: t`Medium`, Low: t`Low` };
  return (
    <Grid templateColumns="auto repeat(3, 1fr)" gap="1" fontSize="sm" role="table" aria-label={t`Triggered alerts by scope and severity`}>
      <Box role="row" display="contents">
        <Text role="columnheader" />
        {SEVERITIES.map((severity) => (
          <Text key={severity} role="columnheader" color="fg.muted" textAlign="end">
            {severityLabel[severity]}
          </Text>
        ))}
      </Box>
      {scopes.map((scope) => (
        <Box key={scope.name} role="row" display="contents">
          <Text role="rowheader">{scope.name}</Text>
          {SEVERITIES.map((severity) => (
            <Text key={severity} role="cell" textAlign="end" fontVariantNumeric="tabular-nums">
              {scope.counts?.[severity]?.Triggered ?? 0}
            </Text>
          ))}
        </Box>
      ))}
    </Grid>
  );
}
