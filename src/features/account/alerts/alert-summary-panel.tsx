import { Box, Button, Card, Heading, HStack, SimpleGrid, Skeleton, Table, Text } from '@chakra-ui/react';
import type { AlertScope, AlertSeverity, AlertState, AlertSummary } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ALERT_SCOPES, ALERT_SEVERITIES, ALERT_STATES, useAlertLabels } from '@/components/alerts/alert-labels';
import { RelativeTime } from '@/components/date-time/date-time';
import { LoadError } from '@/components/load-error';
import { stateText } from '@/components/state-badge/state-badge';

export interface SummaryPick {
  scope: AlertScope;
  severity: AlertSeverity;
  state: AlertState;
}

interface AlertSummaryPanelProps {
  summary: AlertSummary | undefined;
  /** The scopes the user may read: the cards drawn while the summary loads, so the page does not move when it arrives. */
  readable?: readonly AlertScope[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** A count was chosen: show those alerts. */
  onPick: (pick: SummaryPick) => void;
}

/** Counts by scope, severity and state for the chosen period; each count filters the list. */
export function AlertSummaryPanel({ summary, readable = ALERT_SCOPES, loading, error, onRetry, onPick }: AlertSummaryPanelProps) {
  const { t, i18n } = useLingui();
  const labels = useAlertLabels();
  if (error && !summary) return <LoadError title={<Trans>The alert summary could not be loaded.</Trans>} error={error} onRetry={onRetry} />;
  const loaded = loading ? undefined : summary;
  const name = (kind: 'alert' | 'severity', value: string) => stateText(i18n, kind, value);
  const scopes = loaded ? ALERT_SCOPES.filter((scope) => loaded[scope]) : readable;
  const countButton = (scope: AlertScope, severity: AlertSeverity, state: AlertState) => {
    if (!loaded) return <Skeleton height="6" width="8" display="inline-block" />;
    const count = loaded[scope]?.[severity]?.[state] ?? 0;
    const scopeName = labels.scope[scope];
    const severityName = name('severity', severity);
    const stateName = name('alert', state);
    return (
      <Button
        size="xs"
        variant={count && state === 'Triggered' ? 'subtle' : 'ghost'}
        fontVariantNumeric="tabular-nums"
        aria-label={t`Show ${count} ${stateName} ${severityName} ${scopeName} alerts`}
        onClick={() => onPick({ scope, severity, state })}
      >
        {i18n.number(count)}
      </Button>
    );
  };
  return (
    <Box as="section" aria-labelledby="alert-summary-heading" aria-busy={!loaded}>
      <HStack justify="space-between" wrap="wrap" mb="3" gap="2">
        <Heading as="h2" size="md" id="alert-summary-heading">
          <Trans>Summary</Trans>
        </Heading>
        {loaded ? <SummaryLine summary={loaded} /> : <Skeleton height="5" width="16rem" />}
      </HStack>
      {scopes.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Your roles do not allow reading alerts.</Trans>
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: scopes.length }} gap="4">
          {scopes.map((scope) => (
            <ScopeCard key={scope} caption={labels.scope[scope]} severityHeader={t`Severity`} name={name}>
              {(severity, state) => countButton(scope, severity, state)}
            </ScopeCard>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

function SummaryLine({ summary }: { summary: AlertSummary }) {
  const triggered = summary.triggered;
  return (
    <Text fontSize="sm" color="fg.muted">
      <Trans>{triggered} triggered alerts not dismissed by you</Trans>
      {summary.last_occurrence ? (
        <>
          {' · '}
          <Trans>latest</Trans> <RelativeTime value={summary.last_occurrence} />
        </>
      ) : null}
    </Text>
  );
}

interface ScopeCardProps {
  caption: string;
  severityHeader: string;
  name: (kind: 'alert' | 'severity', value: string) => string;
  children: (severity: AlertSeverity, state: AlertState) => ReactNode;
}

/** One scope's counts: a row per severity, a column per state. */
function ScopeCard({ caption, severityHeader, name, children }: ScopeCardProps) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Table.Root size="sm" variant="line">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="sm" mb="1">
            {caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{severityHeader}</Table.ColumnHeader>
              {ALERT_STATES.map((state) => (
                <Table.ColumnHeader key={state} scope="col" textAlign="end">
                  {name('alert', state)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ALERT_SEVERITIES.map((severity) => (
              <Table.Row key={severity}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  {name('severity', severity)}
                </Table.Cell>
                {ALERT_STATES.map((state) => (
                  <Table.Cell key={state} textAlign="end">
                    {children(severity, state)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
