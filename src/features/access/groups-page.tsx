import { Button, Stack } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getListGroupsQueryKey, listGroups } from '@generated/admin/hooks/access/access';
import type { Group, ListGroupsParams } from '@generated/admin/model';
import { useCan } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Icon } from '@/components/icon';
import { usePageTitle } from '@/components/use-page-title';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { notifySuccess } from '@/lib/notify';
import { useGroupMutations } from './api/use-group-mutations';
import { useGroupColumns } from './groups/group-columns';
import { GroupDrawer } from './groups/group-drawer';
import { GroupFilters, groupFilterSpec } from './groups/group-filters';
import { editorParam, hrefWith } from './parts/drawer-param';
import { PageHeading } from '@/components/page-heading';

const viewSpec = { group: editorParam(), sort: urlParam.sort() };

/** /dashboard/access/groups: groups of device users with their tags, figures and licence use. */
export default function GroupsPage() {
  const { t } = useLingui();
  const title = t`Groups`;
  usePageTitle(title);
  const { client } = useSession();
  const filters = useUrlState(groupFilterSpec);
  const view = useUrlState(viewSpec);
  const [searchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const canSave = useCan('putGroup');
  const canDelete = useCan('deleteGroup');
  const { remove } = useGroupMutations();

  const { search, tag_key: tagKey, tag_value: tagValue } = filters.values;
  const params = useMemo<ListGroupsParams>(() => ({ search, tag_key: tagKey, tag_value: tagKey ? tagValue : undefined }), [search, tagKey, tagValue]);
  const fetcher = useCallback((query: ListGroupsParams, signal?: AbortSignal) => listGroups(client, query, signal), [client]);
  const queryKey = useCallback((query: ListGroupsParams) => getListGroupsQueryKey(client, query), [client]);
  const list = usePagedList(fetcher, queryKey, params, { total: true });

  const current = searchParams.toString();
  const editHref = useCallback((group: Group) => hrefWith(current, 'group', group.group_reference), [current]);
  const onDelete = useCallback(
    async (group: Group) => {
      const groupReference = group.group_reference;
      await remove.mutateAsync({ client, groupReference });
      notifySuccess(t`Group ${groupReference} deleted`);
    },
    [remove, client, t],
  );
  const columns = useGroupColumns({ editHref, canEdit: canSave, canDelete, onDelete });
  const filtered = filters.activeCount > 0;

  return (
    <Stack gap="5">
      <PageHeading
        title={title}
        description={t`Device users belong to a group. Tags describe each group; roles grant access to groups by name or tag.`}
        actions={
          canSave ? (
            <Button onClick={() => setCreating(true)}>
              <Icon icon={faPlus} />
              {t`New group`}
            </Button>
          ) : null
        }
      />
      <GroupFilters filters={filters} />
      <DataTable<Group>
        id="access-groups"
        caption={t`Groups`}
        columns={columns}
        rowKey={(group) => group.group_reference}
        rowHref={editHref}
        list={list}
        sort={view.values.sort}
        onSortChange={(sort) => view.set({ sort })}
        emptyTitle={filtered ? t`No group matches these filters` : t`No groups`}
        emptyDescription={filtered ? t`Change or clear the filters.` : t`Create a group to start enrolling device users.`}
        exportFileName="groups"
      />
      {creating || view.values.group ? (
        <GroupDrawer
          groupReference={creating ? null : (view.values.group ?? null)}
          onClose={() => (creating ? setCreating(false) : view.set({ group: undefined }))}
        />
      ) : null}
    </Stack>
  );
}
