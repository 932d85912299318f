import { Button, Flex } from '@chakra-ui/react';
import { faSliders } from '@fortawesome/free-solid-svg-icons/faSliders';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { PayloadType } from '@generated/client/model';
import { PayloadState } from '@generated/client/model';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { EnumFilter } from '@/components/filters/enum-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import { Icon } from '@/components/icon';
import { SearchFilter } from '@/components/filters/search-filter';
import { stateOptions } from '@/components/state-badge/state-badge';
import type { UrlState } from '@/components/url-state/use-url-state';
import type { payloadFilterSpec } from './payload-filters';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';

interface PayloadFilterBarProps {
  filters: UrlState<typeof payloadFilterSpec>;
  /** Types the user may pick from (more than one, or the filter is left out). */
  types: readonly PayloadType[];
  /** Groups of the profile, offered as choices; free text otherwise. */
  groups: readonly string[];
}

/** Search, date range on recorded, updated or processed, types and states; device, user, group and late under "More filters". */
export function PayloadFilterBar({ filters, types, groups }: PayloadFilterBarProps) {
  const { t, i18n } = useLingui();
  const v = filters.values;
  const typeOptions = useMemo(() => types.map((type) => ({ value: type, label: i18n._(PAYLOAD_TYPE_LABELS[type]) })), [types, i18n]);
  const payloadStates = useMemo(() => stateOptions(i18n, 'payload', Object.values(PayloadState)), [i18n]);
  const moreId = useId();
  const moreActive = [v.device, v.user, v.group, v.late].filter((value) => value !== undefined).length;
  const [more, setMore] = useState(false);
  // Filters set from a shared link are never hidden.
  const moreShown = more || moreActive > 0;
  const groupOptions = useMemo(() => groups.filter((group) => group !== '*').map((group) => ({ value: group, label: group })), [groups]);
  return (
    <FilterBar activeCount={filters.activeCount} onClear={filters.clear}>
      <SearchFilter label={t`Search reference or phone number`} value={v.search} onChange={(search) => filters.set({ search })} />
      <DateRangeFilter
        fields={[
          { value: 'payload_time', label: t`Recorded` },
          { value: 'updated_at', label: t`Updated` },
          { value: 'processed_at', label: t`Processed` },
        ]}
        value={{ field: v.date_filter, from: v.from, to: v.to }}
        onChange={(range) => filters.set({ date_filter: range.field, from: range.from, to: range.to })}
      />
      {typeOptions.length > 1 && (
        <EnumFilter label={t`Types`} options={typeOptions} value={v.types} onChange={(next) => filters.set({ types: next })} />
      )}
      <EnumFilter label={t`State`} options={payloadStates} value={v.state} onChange={(state) => filters.set({ state })} />
      <Button size="sm" variant="ghost" aria-expanded={moreShown} aria-controls={moreId} onClick={() => setMore(!moreShown)}>
        <Icon icon={faSliders} />
        {moreActive ? <Trans>More filters ({moreActive})</Trans> : <Trans>More filters</Trans>}
      </Button>
      {moreShown && (
        <Flex id={moreId} gap="3" align="flex-end" wrap="wrap" flexBasis="100%">
          <SearchFilter label={t`Device reference`} value={v.device} onChange={(device) => filters.set({ device })} />
          <SearchFilter label={t`Device user reference`} value={v.user} onChange={(user) => filters.set({ user })} />
          {groupOptions.length > 0 ? (
            <ChoiceFilter
              label={t`Group`}
              options={groupOptions}
              value={v.group}
              onChange={(group) => filters.set({ group })}
              anyLabel={t`All groups`}
            />
          ) : (
            <SearchFilter label={t`Group`} value={v.group} onChange={(group) => filters.set({ group })} />
          )}
          <ChoiceFilter
            label={t`Late`}
            options={[
              { value: 'true', label: t`Late only` },
              { value: 'false', label: t`On time only` },
            ]}
            value={v.late === undefined ? undefined : v.late ? 'true' : 'false'}
            onChange={(late) => filters.set({ late: late === undefined ? undefined : late === 'true' })}
          />
        </Flex>
      )}
    </FilterBar>
  );
}
