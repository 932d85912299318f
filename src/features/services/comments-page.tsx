import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { getListCommentsQueryKey, listComments } from '@generated/client/hooks/comments/comments';
import type { ListCommentsParams, PayloadComment } from '@generated/client/model';
import { listCommentsQueryParams } from '@generated/client/zod/comments/comments';
import { usePermission } from '@/auth/use-permission';
import { useProfile } from '@/auth/use-profile';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { EnumFilter } from '@/components/filters/enum-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { Screen } from '@/components/screen';
import { href, paths, serviceKindOf } from '@/lib/paths';
import { useCommentColumns } from './comments/comment-columns';
import { commentFilterSpec, commentListParams } from './comments/comment-filters';
import { PAYLOAD_TYPE_LABELS, PAYLOAD_TYPES } from '@/lib/payload-types';

const screenSpec: ListScreenSpec<typeof commentFilterSpec, ListCommentsParams> = {
  url: commentFilterSpec,
  schema: listCommentsQueryParams,
  toParams: commentListParams,
};
const source = { fetcher: listComments, queryKey: getListCommentsQueryKey };

/** /dashboard/services/comments: every comment, open or closed, each linking to its payload. */
export default function CommentsPage() {
  const { t, i18n } = useLingui();
  const profile = useProfile();
  const canList = usePermission('listComments').allowed;
  const screen = useListScreen(screenSpec, source, { total: true, pageSize: 100, enabled: canList });
  const { values: v, filters } = screen;
  const columns = useCommentColumns();
  const typeOptions = useMemo(
    () => PAYLOAD_TYPES.filter((type) => type !== 'Diagnostics').map((type) => ({ value: type, label: i18n._(PAYLOAD_TYPE_LABELS[type]) })),
    [i18n],
  );
  const groups = (profile.data?.groups ?? []).filter((group) => group !== '*').map((group) => ({ value: group, label: group }));

  return (
    <Screen path={paths.services.comments}>
      {!canList ? (
        <Text>
          <Trans>Your roles do not allow reading comments.</Trans>
        </Text>
      ) : (
        <>
          <ListScreen<PayloadComment>
            screen={screen}
            filters={
              <>
                <ChoiceFilter
                  label={t`State`}
                  options={[
                    { value: 'open', label: t`Open` },
                    { value: 'closed', label: t`Closed` },
                  ]}
                  value={v.state}
                  onChange={(state) => filters.set({ state })}
                  anyLabel={t`Open and closed`}
                />
                <EnumFilter label={t`Payload types`} options={typeOptions} value={v.types} onChange={(types) => filters.set({ types })} />
                {groups.length > 0 && (
                  <ChoiceFilter
                    label={t`Group`}
                    options={groups}
                    value={v.group}
                    onChange={(group) => filters.set({ group })}
                    anyLabel={t`All groups`}
                  />
                )}
                <DateRangeFilter
                  fields={[{ value: 'raised', label: t`Raised` }]}
                  value={{ field: 'raised', from: v.from, to: v.to }}
                  onChange={(range) => filters.set({ from: range.from, to: range.to })}
                />
              </>
            }
            id="comments"
            caption={t`Comments`}
            columns={columns}
            rowKey={(row) => row.comment_id}
            rowHref={(row) => {
              const kind = serviceKindOf(row.payload_type);
              return kind ? href.payload(kind, row.payload_reference) : undefined;
            }}
            emptyTitle={<Trans>No comments</Trans>}
            emptyDescription={<Trans>No comment matches these filters.</Trans>}
            exportFileName="comments"
            maxHeight="70vh"
          />
        </>
      )}
    </Screen>
  );
}
