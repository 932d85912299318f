import { Button, Stack } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { getListRolesQueryKey, listRoles } from '@generated/admin/hooks/access/access';
import type { ListRolesParams, Role } from '@generated/admin/model';
import { useCan } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { Icon } from '@/components/icon';
import { usePageTitle } from '@/components/use-page-title';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { href, paths } from '@/lib/paths';
import { PageHeading } from '@/components/page-heading';
import { AccountDefaults } from './roles/account-defaults';
import { useRoleColumns } from './roles/role-columns';

const spec = { type: urlParam.enumOf(['system', 'client'] as const), sort: urlParam.sort() };

/** /dashboard/access/roles: the account's roles (system roles are read only) and the account defaults. */
export default function RolesPage() {
  const { t } = useLingui();
  const title = t`Roles`;
  usePageTitle(title);
  const { client } = useSession();
  const filters = useUrlState(spec);
  const canCreate = useCan('putRole');
  const canSeeDefaults = useCan('getAccountDefaults');
  const { type } = filters.values;

  const params = useMemo<ListRolesParams>(() => (type ? { is_system: type === 'system' } : {}), [type]);
  const fetcher = useCallback((query: ListRolesParams, signal?: AbortSignal) => listRoles(client, query, signal), [client]);
  const queryKey = useCallback((query: ListRolesParams) => getListRolesQueryKey(client, query), [client]);
  const list = usePagedList(fetcher, queryKey, params);
  const columns = useRoleColumns();

  return (
    <Stack gap="6">
      <PageHeading
        title={title}
        description={t`A role says which actions portal users and client apps may take, on which groups, for which payload types and from where. Deny wins over allow.`}
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
      />
      <Stack gap="3">
        <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
          <ChoiceFilter
            label={t`Type`}
            options={[
              { value: 'system', label: t`System roles` },
              { value: 'client', label: t`Client roles` },
            ]}
            value={type}
            onChange={(next) => filters.set({ type: next })}
          />
        </FilterBar>
        <DataTable<Role>
          id="access-roles"
          caption={t`Roles`}
          columns={columns}
          rowKey={(role) => role.role_reference}
          rowHref={(role) => href.role(role.role_reference)}
          list={list}
          sort={filters.values.sort}
          onSortChange={(sort) => filters.set({ sort })}
          emptyTitle={type ? t`No role matches this filter` : t`No roles`}
          emptyDescription={type ? t`Change or clear the filter.` : t`Create a role to give portal users access.`}
          exportFileName="roles"
          maxHeight="60vh"
        />
      </Stack>
      {canSeeDefaults ? <AccountDefaults /> : null}
    </Stack>
  );
}
