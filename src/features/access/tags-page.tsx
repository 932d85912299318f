import { Button } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getListTagsQueryKey, listTags } from '@generated/admin/hooks/access/access';
import type { ListTagsParams, TagDefinition } from '@generated/admin/model';
import { listTagsQueryParams } from '@generated/admin/zod/access/access';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { Icon } from '@/components/icon';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useClientList } from '@/components/list-screen/use-client-list';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { notifySuccess } from '@/lib/notify';
import { useTagMutations } from './api/use-tag-mutations';
import { editorParam, hrefWith } from './parts/drawer-param';
import { useTagColumns } from './tags/tag-columns';
import { TagDialog } from './tags/tag-dialog';

const viewSpec = { tag: editorParam() };
const url = { sort: urlParam.sort(['key', 'required', 'default']) };
const screenSpec: ListScreenSpec<typeof url, ListTagsParams> = {
  url,
  schema: listTagsQueryParams,
  toParams: () => ({}),
};

/** /dashboard/access/tags: the tag definitions groups are described with. */
export default function TagsPage() {
  const { t } = useLingui();
  const { client } = useSession();
  const view = useUrlState(viewSpec);
  const [searchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const canSave = usePermission('putTag').allowed;
  const canDelete = usePermission('deleteTag').allowed;
  const { remove } = useTagMutations();

  const screen = useListScreen(screenSpec, useClientList(listTags, getListTagsQueryKey));
  const rows = screen.list.rows;
  const takenKeys = useMemo(() => rows.map((tag) => tag.tag_key), [rows]);

  const search = searchParams.toString();
  const editHref = useCallback((tag: TagDefinition) => hrefWith(search, 'tag', tag.tag_key), [search]);
  const onDelete = useCallback(
    async (tag: TagDefinition) => {
      const tagKey = tag.tag_key;
      await remove.mutateAsync({ client, tagKey });
      notifySuccess(t`Tag ${tagKey} deleted`);
    },
    [remove, client, t],
  );
  const columns = useTagColumns({ editHref, canEdit: canSave, canDelete, onDelete });

  return (
    <Screen
      path={paths.access.tags}
      actions={
        canSave ? (
          <Button onClick={() => setCreating(true)}>
            <Icon icon={faPlus} />
            {t`New tag`}
          </Button>
        ) : null
      }
    >
      <ListScreen<TagDefinition>
        screen={screen}
        id="access-tags"
        caption={t`Tag definitions`}
        columns={columns}
        rowKey={(tag) => tag.tag_key}
        rowHref={editHref}
        emptyTitle={t`No tag definitions`}
        emptyDescription={t`Create a tag definition to describe groups, for example by region or risk level.`}
        exportFileName="tags"
      />
      {creating || view.values.tag ? (
        <TagDialog
          tagKey={creating ? null : (view.values.tag ?? null)}
          takenKeys={takenKeys}
          onClose={() => (creating ? setCreating(false) : view.set({ tag: undefined }))}
        />
      ) : null}
    </Screen>
  );
}
