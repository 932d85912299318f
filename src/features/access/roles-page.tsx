import { Button, Stack } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { getListRolesQueryKey, listRoles } from '@generated/admin/hooks/access/access';
import type { ListRolesParams, Role } from '@generated/admin/model';
import { listRolesQueryParams } from '@generated/admin/zod/access/access';
import { usePermission } from '@/auth/use-permission';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { Icon } from '@/components/icon';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { Screen } from '@/components/screen';
import { href, paths } from '@/lib/paths';
import { AccountDefaults } from './roles/account-defaults';
import { useRoleColumns } from './roles/role-columns';

const url = { type: urlParam.enumOf(['system', 'client'] as const), sort: urlParam.sort() };
const screenSpec: ListScreenSpec<typeof url, ListRolesParams> = {
  url,
  schema: listRolesQueryParams,
  toParams: ({ type }) => (type ? { is_system: type === 'system' } : {}),
};

/** /dashboard/access/roles: the account's roles (system roles are read only) and the account defaults. */
export default function RolesPage() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, useClientList(listRoles, getListRolesQueryKey));
  const canCreate = usePermission('putRole').allowed;
  const canSeeDefaults = usePermission('getAccountDefaults').allowed;
  const { type } = screen.values;
  const columns = useRoleColumns();

  return (
    <Screen
      gap="6"
      path={paths.access.roles}
      actions={
        canCreate ? (
          <Button asChild>
            <Link to={paths.access.createRole}>
              <Icon icon={faPlus} />
              {t`New role`}
            </Link>
          </Button>
        ) : null
      }
    >
      <Stack gap="3">
        <ListScreen<Role>
          screen={screen}
          filters={
            <ChoiceFilter
              label={t`Type`}
              options={[
                { value: 'system', label: t`System roles` },
                { value: 'client', label: t`Client roles` },
              ]}
              value={type}
              onChange={(next) => screen.filters.set({ type: next })}
            />
          }
          id="access-roles"
          caption={t`Roles`}
          columns={columns}
          rowKey={(role) => role.role_reference}
          rowHref={(role) => href.role(role.role_reference)}
          emptyTitle={type ? t`No role matches this filter` : t`No roles`}
          emptyDescription={type ? t`Change or clear the filter.` : t`Create a role to give portal users access.`}
          exportFileName="roles"
          maxHeight="60vh"
        />
      </Stack>
      {canSeeDefaults ? <AccountDefaults /> : null}
    </Screen>
  );
}
