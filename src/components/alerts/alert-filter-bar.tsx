import type { AlertScope } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { stateText } from '@/components/state-badge/state-badge';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FilterBar } from '@/components/filters/filter-bar';
import type { UrlState } from '@/components/url-state/use-url-state';
import { ALERT_DATE_FILTERS, ALERT_SCOPES, ALERT_SEVERITIES, ALERT_STATES, ALERT_TYPES, useAlertLabels } from './alert-labels';
import type { alertFilterSpec } from './alert-filters';

interface AlertFilterBarProps {
  filters: UrlState<typeof alertFilterSpec>;
  /** Scopes offered (the ones the user may read); default both. */
  scopes?: readonly AlertScope[];
  /** Filters placed before the common ones (client, search). */
  before?: ReactNode;
  /** Filters placed after the common ones (include dismissed). */
  after?: ReactNode;
  /** Filters of another spec that also count (e.g. the client): their number, and how to clear them. */
  extraActive?: number;
  onClearExtra?: () => void;
}

/** Scope, severity, type, state and a date range on first or last occurrence. */
export function AlertFilterBar({ filters, scopes = ALERT_SCOPES, before, after, extraActive = 0, onClearExtra }: AlertFilterBarProps) {
  const { t, i18n } = useLingui();
  const labels = useAlertLabels();
  const v = filters.values;
  const label = (kind: 'alert' | 'severity', value: string) => stateText(i18n, kind, value);
  return (
    <FilterBar
      activeCount={filters.activeCount + extraActive}
      onClear={() => {
        filters.clear();
        onClearExtra?.();
      }}
    >
      {before}
      {scopes.length > 1 ? (
        <ChoiceFilter
          label={t`Scope`}
          options={scopes.map((scope) => ({ value: scope, label: labels.scope[scope] }))}
          value={v.scope}
          onChange={(scope) => filters.set({ scope })}
        />
      ) : null}
      <ChoiceFilter
        label={t`Severity`}
        options={ALERT_SEVERITIES.map((value) => ({ value, label: label('severity', value) }))}
        value={v.severity}
        onChange={(severity) => filters.set({ severity })}
      />
      <ChoiceFilter
        label={t`Type`}
        options={ALERT_TYPES.map((value) => ({ value, label: labels.type[value] }))}
        value={v.type}
        onChange={(type) => filters.set({ type })}
      />
      <ChoiceFilter
        label={t`State`}
        options={ALERT_STATES.map((value) => ({ value, label: label('alert', value) }))}
        value={v.state}
        onChange={(state) => filters.set({ state })}
      />
      <DateRangeFilter
        fields={ALERT_DATE_FILTERS.map((value) => ({ value, label: labels.dateFilter[value] }))}
        value={{ field: v.date_filter, from: v.from, to: v.to }}
        onChange={(range) => filters.set({ date_filter: range.field, from: range.from, to: range.to })}
      />
      {after}
    </FilterBar>
  );
}
