import type { AlertScope } from '@generated/admin/model';
import { dateRangeParams } from '@/components/filters/date-range';
import { urlParam } from '@/components/url-state/url-params';
import type { UrlValues } from '@/components/url-state/use-url-state';
import { ALERT_DATE_FILTERS, ALERT_SCOPES, ALERT_SEVERITIES, ALERT_STATES, ALERT_TYPES } from './alert-labels';

/** The sortable alert columns (sorting applies to the loaded rows). */
export const ALERT_SORTS = ['subject', 'severity', 'state', 'type', 'scope', 'client', 'first', 'last'] as const;

/** URL filters shared by the account and staff alert lists (one value each, as the API takes them). */
export const alertFilterSpec = {
  scope: urlParam.enumOf(ALERT_SCOPES),
  severity: urlParam.enumOf(ALERT_SEVERITIES),
  type: urlParam.enumOf(ALERT_TYPES),
  state: urlParam.enumOf(ALERT_STATES),
  date_filter: urlParam.enumOf(ALERT_DATE_FILTERS, 'last_occurrence'),
  from: urlParam.date(),
  to: urlParam.date(),
  sort: urlParam.sort(ALERT_SORTS),
};

export type AlertFilterValues = UrlValues<typeof alertFilterSpec>;

/** API query parameters for the filters; a scope the user may not read is left out rather than asked for (a 403). */
export function alertQueryParams(values: AlertFilterValues, dayZone: string, readableScopes: readonly AlertScope[] = ALERT_SCOPES) {
  const scope = values.scope && readableScopes.includes(values.scope) ? values.scope : undefined;
  return {
    ...(scope ? { scope } : {}),
    ...(values.severity ? { severity: values.severity } : {}),
    ...(values.type ? { type: values.type } : {}),
    ...(values.state ? { state: values.state } : {}),
    date_filter: values.date_filter,
    ...dateRangeParams({ from: values.from, to: values.to }, dayZone),
  };
}
