import { useLingui } from '@lingui/react/macro';
import { useListTags } from '@generated/admin/hooks/access/access';
import { listTagsQueryLimitMax } from '@generated/admin/zod/access/access';
import { useSession } from '@/auth/use-session';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { SearchFilter } from '@/components/filters/search-filter';
import { urlParam } from '@/components/url-state/url-params';
import type { UrlState } from '@/components/url-state/use-url-state';

export const groupFilterSpec = { search: urlParam.text(), tag_key: urlParam.text(60), tag_value: urlParam.text(), sort: urlParam.sort() };

const TAG_PARAMS = { limit: listTagsQueryLimitMax };

/** Search and the tag filter of the groups list (GET groups: search, tag_key, tag_value), for its filter bar. */
export function GroupFilters({ filters }: { filters: UrlState<typeof groupFilterSpec> }) {
  const { t } = useLingui();
  const { client } = useSession();
  const tags = useListTags(client, TAG_PARAMS);
  const { search, tag_key: tagKey, tag_value: tagValue } = filters.values;
  const definitions = tags.data?.data ?? [];
  const values = definitions.find((definition) => definition.tag_key === tagKey)?.tag_values;
  return (
    <>
      <SearchFilter label={t`Search groups`} value={search} onChange={(next) => filters.set({ search: next })} />
      <ChoiceFilter
        label={t`Tag`}
        anyLabel={t`Any tag`}
        options={definitions.map((definition) => ({ value: definition.tag_key, label: definition.tag_key }))}
        value={tagKey}
        onChange={(next) => filters.set({ tag_key: next, tag_value: undefined })}
      />
      {tagKey && values ? (
        <ChoiceFilter
          label={t`Value`}
          anyLabel={t`Any value`}
          options={values.map((value) => ({ value, label: value }))}
          value={tagValue}
          onChange={(next) => filters.set({ tag_value: next })}
        />
      ) : null}
      {tagKey && !values && tags.data ? (
        <SearchFilter label={t`Tag value`} value={tagValue} onChange={(next) => filters.set({ tag_value: next })} />
      ) : null}
    </>
  );
}
