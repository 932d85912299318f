import { Button, Stack } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getListTagsQueryKey, listTags } from '@generated/admin/hooks/access/access';
import type { ListTagsParams, TagDefinition } from '@generated/admin/model';
import { useCan } from '@/auth/use-profile';
import { useSession } from '@/auth/use-session';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Icon } from '@/components/icon';
import { usePageTitle } from '@/components/use-page-title';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { notifySuccess } from '@/lib/notify';
import { useTagMutations } from './api/use-tag-mutations';
import { editorParam, hrefWith } from './parts/drawer-param';
import { PageHeading } from '@/components/page-heading';
import { useTagColumns } from './tags/tag-columns';
import { TagDialog } from './tags/tag-dialog';

const spec = { tag: editorParam(), sort: urlParam.sort(['key', 'required', 'default']) };
const PARAMS: ListTagsParams = {};

/** /dashboard/access/tags: the tag definitions groups are described with. */
export default function TagsPage() {
  const { t } = useLingui();
  const title = t`Tags`;
  usePageTitle(title);
  const { client } = useSession();
  const view = useUrlState(spec);
  const [searchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const canSave = useCan('putTag');
  const canDelete = useCan('deleteTag');
  const { remove } = useTagMutations();

  const fetcher = useCallback((params: ListTagsParams, signal?: AbortSignal) => listTags(client, params, signal), [client]);
  const queryKey = useCallback((params: ListTagsParams) => getListTagsQueryKey(client, params), [client]);
  const list = usePagedList(fetcher, queryKey, PARAMS);
  const takenKeys = useMemo(() => list.rows.map((tag) => tag.tag_key), [list.rows]);

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
    <Stack gap="5">
      <PageHeading
        title={title}
        description={t`Tag definitions describe groups (region, risk level, business unit). Roles can grant access by tag; required tags are on every group.`}
        actions={
          canSave ? (
            <Button onClick={() => setCreating(true)}>
              <Icon icon={faPlus} />
              {t`New tag`}
            </Button>
          ) : null
        }
      />
      <DataTable<TagDefinition>
        id="access-tags"
        caption={t`Tag definitions`}
        columns={columns}
        rowKey={(tag) => tag.tag_key}
        rowHref={editHref}
        list={list}
        sort={view.values.sort}
        onSortChange={(sort) => view.set({ sort })}
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
    </Stack>
  );
}
