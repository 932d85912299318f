import { Box, Button, Card, Heading, HStack, SimpleGrid, Skeleton, Table, Text } from '@chakra-ui/react';
import type { AlertScope, AlertSeverity, AlertState, AlertSummary } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { ALERT_SCOPES, ALERT_SEVERITIES, ALERT_STATES, useAlertLabels } from '@/components/alerts/alert-labels';
import { RelativeTime } from '@/components/date-time/date-time';
import { LoadError } from '@/components/load-error';
import { stateDefinition } from '@/components/state-badge/state-badge';

export interface SummaryPick {
  scope: AlertScope;
  severity: AlertSeverity;
  state: AlertState;
}

interface AlertSummaryPanelProps {
  summary: AlertSummary | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** A count was chosen: show those alerts. */
  onPick: (pick: SummaryPick) => void;
}

/** Counts by scope, severity and state for the chosen period; each count filters the list. */
export function AlertSummaryPanel({ summary, loading, error, onRetry, onPick }: AlertSummaryPanelProps) {
  const { t, i18n } = useLingui();
  const labels = useAlertLabels();
  if (error && !summary) return <LoadError title={<Trans>The alert summary could not be loaded.</Trans>} error={error} onRetry={onRetry} />;
  if (loading || !summary) return <Skeleton height="36" rounded="md" />;
  const name = (kind: 'alert' | 'severity', value: string) => {
    const definition = stateDefinition(kind, value);
    return definition ? i18n._(definition.label) : value;
  };
  const scopes = ALERT_SCOPES.filter((scope) => summary[scope]);
  const triggered = summary.triggered;
  return (
    <Box as="section" aria-labelledby="alert-summary-heading">
      <HStack justify="space-between" wrap="wrap" mb="3" gap="2">
        <Heading as="h2" size="md" id="alert-summary-heading">
          <Trans>Summary</Trans>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <Trans>{triggered} triggered alerts not dismissed by you</Trans>
          {summary.last_occurrence ? (
            <>
              {' · '}
              <Trans>latest</Trans> <RelativeTime value={summary.last_occurrence} />
            </>
          ) : null}
        </Text>
      </HStack>
      {scopes.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Your roles do not allow reading alerts.</Trans>
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: scopes.length }} gap="4">
          {scopes.map((scope) => (
            <Card.Root key={scope} size="sm" variant="outline">
              <Card.Body>
                <Table.Root size="sm" variant="line">
                  <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="sm" mb="1">
                    {labels.scope[scope]}
                  </Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col">{t`Severity`}</Table.ColumnHeader>
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
                        {ALERT_STATES.map((state) => {
                          const count = summary[scope]?.[severity]?.[state] ?? 0;
                          const scopeName = labels.scope[scope];
                          const severityName = name('severity', severity);
                          const stateName = name('alert', state);
                          return (
                            <Table.Cell key={state} textAlign="end">
                              <Button
                                size="xs"
                                variant={count && state === 'Triggered' ? 'subtle' : 'ghost'}
                                fontVariantNumeric="tabular-nums"
                                aria-label={t`Show ${count} ${stateName} ${severityName} ${scopeName} alerts`}
                                onClick={() => onPick({ scope, severity, state })}
                              >
                                {i18n.number(count)}
                              </Button>
                            </Table.Cell>
                          );
                        })}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
