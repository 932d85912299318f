import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { getListCommentsQueryKey, listComments } from '@generated/client/hooks/comments/comments';
import type { PayloadComment } from '@generated/client/model';
import { useCan, useProfile } from '@/auth/use-profile';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { EnumFilter } from '@/components/filters/enum-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { href, serviceKindOf } from '@/lib/paths';
import { useCommentColumns } from './comments/comment-columns';
import { commentFilterSpec, commentListParams } from './comments/comment-filters';
import { ALL_TYPES } from './model/payload-kinds';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';

/** /dashboard/services/comments: every comment, open or closed, each linking to its payload. */
export default function CommentsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Comments`);
  const profile = useProfile();
  const filters = useUrlState(commentFilterSpec);
  const v = filters.values;
  const params = useMemo(() => commentListParams(v), [v]);
  const canList = useCan('listComments');
  const list = usePagedList(listComments, getListCommentsQueryKey, params, { total: true, pageSize: 100, enabled: canList });
  const columns = useCommentColumns();
  const typeOptions = useMemo(() => ALL_TYPES.filter((type) => type !== 'Diagnostics').map((type) => ({ value: type, label: i18n._(PAYLOAD_TYPE_LABELS[type]) })), [i18n]);
  const groups = (profile.data?.groups ?? []).filter((group) => group !== '*').map((group) => ({ value: group, label: group }));

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl"><Trans>Comments</Trans></Heading>
      <Text color="fg.muted"><Trans>Review comments on every payload, open or closed. Open a row to see the payload it is about.</Trans></Text>
      {!canList ? (
        <Text><Trans>Your roles do not allow reading comments.</Trans></Text>
      ) : (
        <>
          <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
            <ChoiceFilter label={t`State`} options={[{ value: 'open', label: t`Open` }, { value: 'closed', label: t`Closed` }]} value={v.state} onChange={(state) => filters.set({ state })} anyLabel={t`Open and closed`} />
            <EnumFilter label={t`Payload types`} options={typeOptions} value={v.types} onChange={(types) => filters.set({ types })} />
            {groups.length > 0 && <ChoiceFilter label={t`Group`} options={groups} value={v.group} onChange={(group) => filters.set({ group })} anyLabel={t`All groups`} />}
            <DateRangeFilter fields={[{ value: 'raised', label: t`Raised` }]} value={{ field: 'raised', from: v.from, to: v.to }} onChange={(range) => filters.set({ from: range.from, to: range.to })} />
          </FilterBar>
          <DataTable<PayloadComment>
            id="comments"
            caption={t`Comments`}
            columns={columns}
            rowKey={(row) => row.comment_id}
            rowHref={(row) => {
              const kind = serviceKindOf(row.payload_type);
              return kind ? href.payload(kind, row.payload_reference) : undefined;
            }}
            list={list}
            sort={v.sort}
            onSortChange={(sort) => filters.set({ sort })}
            emptyTitle={<Trans>No comments</Trans>}
            emptyDescription={<Trans>No comment matches these filters.</Trans>}
            exportFileName="comments"
            maxHeight="70vh"
          />
        </>
      )}
    </Stack>
  );
}
