import type { LegalHold } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/columns';
import { href } from '@/lib/paths';
import { TARGET_TYPE_LABELS } from '../parts/labels';
import { statusColumn } from '../parts/status-column';
import { useLabel } from '../parts/use-label';
import { HoldRowActions } from './hold-row-actions';
import { timeColumn } from '@/components/data-table/time-column';
import { textColumn } from '@/components/data-table/text-column';

/** Columns of the legal hold list; device users link to their page. */
export function useHoldColumns(): Column<LegalHold>[] {
  const { t } = useLingui();
  const typeLabel = useLabel(TARGET_TYPE_LABELS);
  return useMemo(() => {
    const status = (hold: LegalHold) => (hold.is_active ? t`Active` : t`Released`);
    return [
      {
        id: 'target',
        header: t`Target`,
        width: '11.5rem',
        cell: (hold) => (hold.target_type === 'DeviceUser' ? <Link to={href.deviceUser(hold.target)}>{hold.target}</Link> : hold.target),
        csv: (hold) => hold.target,
        sortValue: (hold) => hold.target,
      },
      {
        id: 'type',
        header: t`Target type`,
        width: '7rem',
        cell: (hold) => typeLabel(hold.target_type),
        csv: (hold) => typeLabel(hold.target_type),
        sortValue: (hold) => hold.target_type,
      },
      statusColumn<LegalHold>({
        id: 'status',
        header: t`Status`,
        width: '6rem',
        isOn: (hold) => hold.is_active,
        label: status,
        palette: 'orange',
      }),
      timeColumn({
        id: 'created',
        header: t`Placed`,
        width: '9rem',
        value: (hold) => hold.created_at,
        style: 'short',
      }),
      textColumn({ id: 'updated_by', header: t`Changed by`, width: '11rem', long: true, value: (hold) => hold.updated_by }),
      timeColumn({
        id: 'updated',
        header: t`Changed`,
        width: '9rem',
        value: (hold) => hold.updated_at,
        style: 'short',
      }),
      { id: 'actions', header: t`Actions`, width: '7.5rem', cell: (hold) => <HoldRowActions hold={hold} /> },
    ] satisfies Column<LegalHold>[];
  }, [t, typeLabel]);
}
