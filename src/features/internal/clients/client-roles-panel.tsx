import { Badge, HStack, Text } from '@chakra-ui/react';
import { getListClientRolesQueryKey, listClientRoles } from '@generated/internal/hooks/clients/clients';
import type { ListClientRolesParams, Role } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';

const NO_PARAMS: ListClientRolesParams = {};

/** The client's roles (`GET /clients/{client}/roles`): what a support access request can ask for. */
export function ClientRolesPanel({ client }: { client: string }) {
  const { t } = useLingui();
  const list = usePagedList<ListClientRolesParams, Role>(
    (params, signal) => listClientRoles(client, params, signal),
    (params) => getListClientRolesQueryKey(client, params),
    NO_PARAMS,
  );
  const columns = useMemo<Column<Role>[]>(() => {
    const alerts = (role: Role) =>
      [
        role.alert_permissions.ops_read && (role.alert_permissions.ops_write ? t`Operations: read and clear` : t`Operations: read`),
        role.alert_permissions.sec_read && (role.alert_permissions.sec_write ? t`Security: read and clear` : t`Security: read`),
      ]
        .filter(Boolean)
        .join(' · ') || t`None`;
    return [
      {
        id: 'role',
        header: t`Role`,
        width: '13rem',
        cell: (role) => (
          <HStack gap="1" minW="0">
            <Text as="span" truncate title={role.role_reference}>
              {role.role_reference}
            </Text>
            {role.is_system ? <Badge size="xs">{t`System`}</Badge> : null}
          </HStack>
        ),
        csv: (role) => role.role_reference,
        sortValue: (role) => role.role_reference,
      },
      {
        id: 'description',
        header: t`Description`,
        width: '16rem',
        cell: (role) => (
          <Text as="span" truncate title={role.description}>
            {role.description}
          </Text>
        ),
        csv: (role) => role.description,
      },
      {
        id: 'alerts',
        header: t`Alert permissions`,
        width: '14rem',
        cell: (role) => (
          <Text as="span" truncate title={alerts(role)}>
            {alerts(role)}
          </Text>
        ),
        csv: alerts,
      },
      {
        id: 'alertable',
        header: t`Use raises an alert`,
        width: '9rem',
        cell: (role) => (role.is_alertable ? t`Yes` : t`No`),
        csv: (role) => role.is_alertable,
      },
    ];
  }, [t]);
  return (
    <DataTable<Role>
      id="client-roles"
      caption={t`Roles of ${client}`}
      columns={columns}
      rowKey={(role) => role.role_reference}
      list={list}
      emptyTitle={t`No roles`}
      maxHeight="50vh"
      exportFileName={`roles-${client}`}
    />
  );
}
