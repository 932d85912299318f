import type { DeviceCommand } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { StateBadge } from '@/components/state-badge/state-badge';
import { CommandParams, useParamsText } from './command-params';
import { deviceLinkColumn } from './reference-columns';
import { useLabels } from './use-labels';
import { textColumn } from '@/components/data-table/text-column';
import { timeColumn } from '@/components/data-table/time-column';

/** Columns of a device command list; the device and group columns for lists across devices. */
export function useCommandColumns(acrossDevices: boolean): Column<DeviceCommand>[] {
  const { t } = useLingui();
  const labels = useLabels();
  const paramsText = useParamsText();
  return useMemo(
    () => [
      {
        id: 'command',
        header: t`Command`,
        cell: (row) => labels.command(row.command),
        csv: (row) => row.command,
        sortValue: (row) => labels.command(row.command),
        width: '12rem',
      },
      deviceLinkColumn(t`Device`, { sortable: true, hidden: !acrossDevices }),
      textColumn({ id: 'group', header: t`Group`, value: (row) => row.group, hidden: !acrossDevices }),
      {
        id: 'params',
        header: t`Parameters`,
        cell: (row) => <CommandParams params={row.params} />,
        csv: (row) => paramsText(row.params),
        width: '14rem',
      },
      {
        id: 'state',
        header: t`State`,
        cell: (row) => <StateBadge kind="command" value={row.state} />,
        csv: (row) => row.state,
        sortValue: (row) => row.state,
        width: '8rem',
      },
      textColumn({ id: 'raised_by', header: t`Sent by`, value: (row) => row.raised_by, width: '13rem' }),
      timeColumn({ id: 'sent_at', header: t`Sent at`, value: (row) => row.sent_at }),
      timeColumn({ id: 'completed_at', header: t`Finished`, value: (row) => row.completed_at }),
      textColumn({ id: 'reference', header: t`Reference`, hidden: true, sortable: false, value: (row) => row.command_reference }),
    ],
    [t, labels, paramsText, acrossDevices],
  );
}
