import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Group } from '@generated/admin/model';
import type { Column } from '@/components/data-table/columns';
import { MissingValue } from '@/components/missing-value';
import { licencesInUse, SERVICES, serviceStats, tagsText } from '../model/group-stats';
import { useServiceLabels } from '@/components/service-labels';
import { RowActions } from '../parts/row-actions';

interface GroupColumnsOptions {
  editHref: (group: Group) => string;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (group: Group) => Promise<unknown>;
}

const count = (value: number | undefined) => (value === undefined ? <MissingValue /> : value.toLocaleString());

/** The columns of the groups table: reference, tags, device figures, licences per service (one hidden column each), actions. */
export function useGroupColumns({ editHref, canEdit, canDelete, onDelete }: GroupColumnsOptions): Column<Group>[] {
  const { t } = useLingui();
  const labels = useServiceLabels();
  return useMemo(() => {
    const licencesText = (group: Group) =>
      licencesInUse(group)
        .map(({ service, used }) => `${labels[service]} ${used}`)
        .join(' · ');
    const perService: Column<Group>[] = SERVICES.map((service) => {
      const name = labels[service];
      return {
        id: `licences_${service}`,
        header: t`${name} licences`,
        width: '8rem',
        align: 'end',
        hidden: true,
        cell: (group) => count(serviceStats(group, service)?.used_licenses),
        csv: (group) => serviceStats(group, service)?.used_licenses ?? null,
        sortValue: (group) => serviceStats(group, service)?.used_licenses ?? -1,
      };
    });
    const figure = (id: 'device_users' | 'expected_devices' | 'actual_devices', header: string): Column<Group> => ({
      id,
      header,
      width: '10rem',
      align: 'end',
      cell: (group) => count(group.stats?.[id]),
      csv: (group) => group.stats?.[id] ?? null,
      sortValue: (group) => group.stats?.[id] ?? -1,
    });
    return [
      {
        id: 'group',
        header: t`Group`,
        primary: true,
        width: '13rem',
        cell: (group) => group.group_reference,
        csv: (group) => group.group_reference,
        sortValue: (group) => group.group_reference.toLowerCase(),
      },
      {
        id: 'tags',
        header: t`Tags`,
        width: '16rem',
        cell: (group) =>
          group.tags.length ? (
            <Text as="span" truncate title={tagsText(group)}>
              {tagsText(group)}
            </Text>
          ) : (
            <MissingValue />
          ),
        csv: (group) => tagsText(group),
      },
      figure('device_users', t`Device users`),
      figure('expected_devices', t`Expected devices`),
      figure('actual_devices', t`Actual devices`),
      {
        id: 'licences',
        header: t`Licences in use`,
        width: '14rem',
        cell: (group) =>
          licencesInUse(group).length ? (
            <Text as="span" truncate title={licencesText(group)}>
              {licencesText(group)}
            </Text>
          ) : (
            <MissingValue />
          ),
        csv: (group) => licencesText(group),
      },
      ...perService,
      {
        id: 'actions',
        header: t`Actions`,
        width: '10rem',
        align: 'end',
        cell: (group) => {
          const groupReference = group.group_reference;
          return (
            <RowActions
              editHref={editHref(group)}
              canEdit={canEdit}
              editName={t`Edit group ${groupReference}`}
              viewName={t`View group ${groupReference}`}
              deletion={
                canDelete
                  ? {
                      name: t`Delete group ${groupReference}`,
                      title: t`Delete group ${groupReference}?`,
                      description: t`A group with active device users or devices, the account's default group or a client app's group cannot be deleted. This cannot be undone.`,
                      onConfirm: () => onDelete(group),
                    }
                  : undefined
              }
            />
          );
        },
      },
    ];
  }, [t, labels, editHref, canEdit, canDelete, onDelete]);
}
