import { SimpleGrid, Stat, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@generated/admin/model';
import { MissingValue } from '@/components/missing-value';
import { SERVICES, serviceStats } from '../model/group-stats';
import { useServiceLabels } from '@/components/service-labels';
import { HeadedSection } from '@/components/headed-section';

const number = (value: number | undefined) => (value === undefined ? <MissingValue /> : value.toLocaleString());

/** The group's figures (computed by the server): device users and devices, then licence use per service. */
export function GroupStats({ group }: { group: Group }) {
  const { t } = useLingui();
  const labels = useServiceLabels();
  const stats = group.stats;
  if (!stats) return null;
  const figures = [
    { label: t`Device users`, value: stats.device_users },
    { label: t`Expected devices`, value: stats.expected_devices },
    { label: t`Actual devices`, value: stats.actual_devices },
  ];
  return (
    <HeadedSection title={<Trans>Figures</Trans>} level="h3" headingSize="sm">
      <SimpleGrid columns={3} gap="3">
        {figures.map((figure) => (
          <Stat.Root key={figure.label} borderWidth="1px" rounded="md" p="3" size="sm">
            <Stat.Label>{figure.label}</Stat.Label>
            <Stat.ValueText>{number(figure.value)}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Caption srOnly>
            <Trans>Licence use per service</Trans>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Service</Trans>
              </Table.ColumnHeader>
              {[t`Licences used`, t`Expected devices`, t`Active devices`, t`Active users`].map((header) => (
                <Table.ColumnHeader key={header} textAlign="end">
                  {header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {SERVICES.map((service) => {
              const figures = serviceStats(group, service);
              return (
                <Table.Row key={service}>
                  <Table.Cell>{labels[service]}</Table.Cell>
                  <Table.Cell textAlign="end">{number(figures?.used_licenses)}</Table.Cell>
                  <Table.Cell textAlign="end">{number(figures?.expected_devices)}</Table.Cell>
                  <Table.Cell textAlign="end">{number(figures?.active_devices)}</Table.Cell>
                  <Table.Cell textAlign="end">{number(figures?.active_users)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </HeadedSection>
  );
}
