import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { getListCommandsQueryKey, listCommands } from '@generated/admin/hooks/devices/devices';
import { DeviceCommandState, type ListCommandsParams } from '@generated/admin/model';
import { listCommandsQueryParams } from '@generated/admin/zod/devices/devices';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { ChartRow } from '@/components/charts/chart-types';
import { ColumnChart } from '@/components/charts/column-chart';
import { DataTable } from '@/components/data-table/data-table';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { ListFilters } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { stateText } from '@/components/state-badge/state-badge';
import { urlParam } from '@/components/url-state/url-params';
import { COMMANDS } from '../model/labels';
import { useCommandColumns } from '../parts/command-columns';
import { GroupFilter } from '../parts/group-filter';
import { TextFilter } from '../parts/text-filter';
import { useLabels } from '../parts/use-labels';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';

const STATES: readonly DeviceCommandState[] = Object.values(DeviceCommandState);
const STATE_COLOURS: Record<DeviceCommandState, string> = {
  Sent: 'blue.solid',
  Acknowledged: 'cyan.solid',
  Completed: 'green.solid',
  Failed: 'red.solid',
};
const url = {
  c_command: urlParam.enumOf(COMMANDS),
  c_state: urlParam.enumOf(STATES),
  c_device: urlParam.text(),
  c_group: urlParam.text(),
  c_from: urlParam.date(),
  c_to: urlParam.date(),
};
const screenSpec: ListScreenSpec<typeof url, ListCommandsParams> = {
  url,
  schema: listCommandsQueryParams,
  toParams: (v, { dayZone }) => ({
    command: v.c_command,
    state: v.c_state,
    device_reference: v.c_device,
    group: v.c_group,
    ...dateRangeParams({ from: v.c_from, to: v.c_to }, dayZone),
  }),
};

/** Device commands across devices (GET commands): states per command as a chart, and the list with filters. */
export function CommandsOverview() {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const screen = useListScreen(screenSpec, useClientList(listCommands, getListCommandsQueryKey), { total: true });
  const { filters, values: v, list } = screen;
  const columns = useCommandColumns(true);
  const stateLabel = useCallback((state: DeviceCommandState) => stateText(i18n, 'command', state), [i18n]);
  const rows = useMemo<ChartRow[]>(
    () =>
      COMMANDS.map((command) => {
        const values: Record<string, number> = Object.fromEntries(STATES.map((state) => [state, 0]));
        for (const row of list.rows) if (row.command === command) values[row.state] = (values[row.state] ?? 0) + 1;
        return { key: command, label: labels.command(command), values };
      }).filter((row) => Object.values(row.values).some(Boolean)),
    [list.rows, labels],
  );
  const loaded = list.rows.length;

  return (
    <Stack gap="5">
      <ListFilters
        screen={screen}
        paramLabels={{ device_reference: t`Device`, group: t`Group` }}
        filters={
          <>
            <ChoiceFilter
              label={t`Command`}
              options={COMMANDS.map((command) => ({ value: command, label: labels.command(command) }))}
              value={v.c_command}
              onChange={(c_command) => filters.set({ c_command })}
            />
            <ChoiceFilter
              label={t`State`}
              options={STATES.map((state) => ({ value: state, label: stateLabel(state) }))}
              value={v.c_state}
              onChange={(c_state) => filters.set({ c_state })}
            />
            <TextFilter label={t`Device`} value={v.c_device} onChange={(c_device) => filters.set({ c_device })} />
            <GroupFilter value={v.c_group} onChange={(c_group) => filters.set({ c_group })} />
            <DateRangeFilter
              fields={[{ value: 'sent_at', label: t`Sent at` }]}
              value={{ field: 'sent_at', from: v.c_from, to: v.c_to }}
              onChange={(range) => filters.set({ c_from: range.from, c_to: range.to })}
            />
          </>
        }
      />
      {loaded ? (
        <Box as="section" borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="md" mb="1">
            {t`Commands by state`}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {list.hasNextPage ? t`Of the ${loaded} commands loaded so far.` : t`Of all ${loaded} commands that match the filters.`}
          </Text>
          <ColumnChart
            title={t`Commands by state`}
            rows={rows}
            series={STATES.map((state) => ({ key: state, label: stateLabel(state), color: STATE_COLOURS[state] }))}
            rowHeader={t`Command`}
            height={200}
          />
        </Box>
      ) : null}
      <DataTable
        id="commands"
        caption={t`Device commands`}
        columns={columns}
        list={list}
        rowKey={(row) => row.command_reference}
        emptyTitle={t`No commands`}
        emptyDescription={screen.filtered ? t`No command matches these filters.` : t`No command has been sent to a device yet.`}
        exportFileName="device-commands"
        toolbar={<SavedViewsMenu list="commands" state={screen.filters} />}
        maxHeight="60vh"
      />
    </Stack>
  );
}
