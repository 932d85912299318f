import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import type { TelemetrySummary } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';

/** Totals over every client: clients, active devices, devices reporting in 24 hours, payloads waiting on devices. */
export function TelemetryTotals({ summary, loading }: { summary: TelemetrySummary | undefined; loading: boolean }) {
  const { t, i18n } = useLingui();
  if (loading) return <Skeleton height="20" />;
  if (!summary) return null;
  const stats = [
    { label: t`Clients`, value: summary.totals.clients },
    { label: t`Active devices`, value: summary.totals.device_count },
    { label: t`Reporting in the last 24 hours`, value: summary.totals.reporting_devices },
    { label: t`Payloads waiting on devices`, value: summary.totals.queued_payloads },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {stats.map((stat) => (
        <Stat.Root key={stat.label} borderWidth="1px" rounded="md" p="3">
          <Stat.Label>{stat.label}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums">{i18n.number(stat.value)}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
