import { Badge, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Role } from '@generated/admin/model';
import type { Column } from '@/components/data-table/columns';
import { MissingValue } from '@/components/missing-value';
import { alertPermissionsText } from '../model/role-summary';
import { usePayloadTypeOptions } from '../parts/payload-type-options';
import { YesNo } from '../parts/yes-no';

/** The columns of the roles table: reference (link), system or client, description, permissions, payload types, CIDR ranges, alerts. */
export function useRoleColumns(): Column<Role>[] {
  const { t } = useLingui();
  const typeOptions = usePayloadTypeOptions();
  return useMemo(() => {
    const typeLabel = new Map<string, string>(typeOptions.map((option) => [option.value, option.label]));
    const kind = (role: Role) => (role.is_system ? t`System` : t`Client`);
    const permissionsText = (role: Role) => {
      const total = role.permissions.length;
      const denies = role.permissions.filter((permission) => permission.is_denied).length;
      return denies ? t`${total} (${denies} deny)` : String(total);
    };
    const typesText = (role: Role) =>
      role.payload_types === undefined
        ? t`All`
        : role.payload_types.length
          ? role.payload_types.map((type) => typeLabel.get(type) ?? type).join(', ')
          : t`None`;
    const cidrText = (role: Role) => (role.cidr_ranges?.length ? role.cidr_ranges.join(', ') : t`Anywhere`);
    const alertsText = (role: Role) =>
      alertPermissionsText(role.alert_permissions, {
        opsRead: t`Ops read`,
        opsWrite: t`Ops write`,
        secRead: t`Sec read`,
        secWrite: t`Sec write`,
        none: t`None`,
      });
    const text = (value: string) => (
      <Text as="span" truncate title={value}>
        {value}
      </Text>
    );
    const columns: Column<Role>[] = [
      {
        id: 'role',
        header: t`Role`,
        primary: true,
        width: '13rem',
        cell: (role) => role.role_reference,
        csv: (role) => role.role_reference,
        sortValue: (role) => role.role_reference.toLowerCase(),
      },
      {
        id: 'kind',
        header: t`Type`,
        width: '7rem',
        cell: (role) => (
          <Badge
            colorPalette={role.is_system ? 'purple' : 'gray'}
            variant={role.is_system ? 'subtle' : 'outline'}
            title={role.is_system ? t`System role: read only` : undefined}
          >
            {kind(role)}
          </Badge>
        ),
        csv: kind,
        sortValue: (role) => role.is_system,
      },
      {
        id: 'description',
        header: t`Description`,
        width: '18rem',
        cell: (role) => (role.description ? text(role.description) : <MissingValue />),
        csv: (role) => role.description ?? '',
      },
      {
        id: 'permissions',
        header: t`Permissions`,
        width: '8rem',
        align: 'end',
        cell: permissionsText,
        csv: permissionsText,
        sortValue: (role) => role.permissions.length,
      },
      { id: 'payload_types', header: t`Payload types`, width: '12rem', cell: (role) => text(typesText(role)), csv: typesText },
      { id: 'cidr_ranges', header: t`CIDR ranges`, width: '10rem', cell: (role) => text(cidrText(role)), csv: cidrText },
      { id: 'alerts', header: t`Alert permissions`, width: '12rem', cell: (role) => text(alertsText(role)), csv: alertsText },
      {
        id: 'alertable',
        header: t`Alertable`,
        width: '7rem',
        cell: (role) => <YesNo value={role.is_alertable} />,
        csv: (role) => (role.is_alertable ? t`Yes` : t`No`),
        sortValue: (role) => role.is_alertable,
      },
    ];
    return columns;
  }, [t, typeOptions]);
}
