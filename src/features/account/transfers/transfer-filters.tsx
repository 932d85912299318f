import { TransferState, TransferType } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { EnumFilter } from '@/components/filters/enum-filter';
import { urlParam } from '@/components/url-state/url-params';
import type { UrlState } from '@/components/url-state/use-url-state';
import { TRANSFER_TYPE_LABELS } from '../parts/labels';
import { stateOptions } from '@/components/state-badge/state-badge';
import { useLabelOptions } from '../parts/use-label';
import { useConfigOptions } from './use-config-options';

export const transferSpec = {
  state: urlParam.enumList(Object.values(TransferState)),
  type: urlParam.enumOf(Object.values(TransferType)),
  config: urlParam.text(),
  from: urlParam.date(),
  to: urlParam.date(),
  sort: urlParam.sort(['started', 'config', 'type', 'state', 'period', 'payloads', 'updated']),
};

/** State, type, configuration and period filters of the transfer list, for its filter bar. */
export function TransferFilters({ filters }: { filters: UrlState<typeof transferSpec> }) {
  const { t, i18n } = useLingui();
  const typeOptions = useLabelOptions(TRANSFER_TYPE_LABELS, Object.values(TransferType));
  const configOptions = useConfigOptions(filters.values.config);
  const v = filters.values;
  const transferStates = stateOptions(i18n, 'transfer', Object.values(TransferState));
  return (
    <>
      <EnumFilter label={t`States`} options={transferStates} value={v.state} onChange={(state) => filters.set({ state })} />
      <ChoiceFilter label={t`Type`} options={typeOptions} value={v.type} onChange={(type) => filters.set({ type })} />
      <ChoiceFilter
        label={t`Configuration`}
        options={configOptions}
        value={v.config}
        onChange={(config) => filters.set({ config })}
        anyLabel={t`All configurations`}
      />
      <DateRangeFilter
        fields={[{ value: 'period', label: t`Period` }]}
        value={{ field: 'period', from: v.from, to: v.to }}
        onChange={(range) => filters.set({ from: range.from, to: range.to })}
      />
    </>
  );
}
