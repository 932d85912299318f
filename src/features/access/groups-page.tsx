import { Button } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getListGroupsQueryKey, listGroups } from '@generated/admin/hooks/access/access';
import type { Group, ListGroupsParams } from '@generated/admin/model';
import { listGroupsQueryParams } from '@generated/admin/zod/access/access';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { Icon } from '@/components/icon';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { useUrlState } from '@/components/url-state/use-url-state';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { notifySuccess } from '@/lib/notify';
import { useGroupMutations } from './api/use-group-mutations';
import { useGroupColumns } from './groups/group-columns';
import { GroupDrawer } from './groups/group-drawer';
import { GroupFilters, groupFilterSpec } from './groups/group-filters';
import { editorParam, hrefWith } from './parts/drawer-param';

const viewSpec = { group: editorParam() };
const screenSpec: ListScreenSpec<typeof groupFilterSpec, ListGroupsParams> = {
  url: groupFilterSpec,
  schema: listGroupsQueryParams,
  toParams: ({ search, tag_key: tagKey, tag_value: tagValue }) => ({ search, tag_key: tagKey, tag_value: tagKey ? tagValue : undefined }),
};

/** /dashboard/access/groups: groups of device users with their tags, figures and licence use. */
export default function GroupsPage() {
  const { t } = useLingui();
  const { client } = useSession();
  const screen = useListScreen(screenSpec, useClientList(listGroups, getListGroupsQueryKey), { total: true });
  const view = useUrlState(viewSpec);
  const [searchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const canSave = usePermission('putGroup').allowed;
  const canDelete = usePermission('deleteGroup').allowed;
  const { remove } = useGroupMutations();

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
  const filtered = screen.filtered;

  return (
    <Screen
      path={paths.access.groups}
      actions={
        canSave ? (
          <Button onClick={() => setCreating(true)}>
            <Icon icon={faPlus} />
            {t`New group`}
          </Button>
        ) : null
      }
    >
      <ListScreen<Group>
        screen={screen}
        filters={<GroupFilters filters={screen.filters} />}
        paramLabels={{ search: t`Search groups`, tag_key: t`Tag`, tag_value: t`Value` }}
        id="access-groups"
        caption={t`Groups`}
        columns={columns}
        rowKey={(group) => group.group_reference}
        rowHref={editHref}
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
    </Screen>
  );
}
