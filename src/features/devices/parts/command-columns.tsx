import type { DeviceCommand } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { DateTime } from '@/components/date-time/date-time';
import { StateBadge } from '@/components/state-badge/state-badge';
import { CommandParams, useParamsText } from './command-params';
import { deviceLinkColumn } from './reference-columns';
import { useLabels } from './use-labels';
import { textColumn } from '@/components/data-table/text-column';

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
      {
        id: 'sent_at',
        header: t`Sent at`,
        cell: (row) => <DateTime value={row.sent_at} />,
        csv: (row) => row.sent_at,
        sortValue: (row) => row.sent_at,
        width: '11rem',
      },
      {
        id: 'completed_at',
        header: t`Finished`,
        cell: (row) => <DateTime value={row.completed_at} />,
        csv: (row) => row.completed_at ?? '',
        sortValue: (row) => row.completed_at,
        width: '11rem',
      },
      { id: 'reference', header: t`Reference`, cell: (row) => row.command_reference, csv: (row) => row.command_reference, hidden: true },
    ],
    [t, labels, paramsText, acrossDevices],
  );
}
