import { useLingui } from '@lingui/react/macro';
import { dateRangeParams } from '@/components/filters/date-range';
import type { ParamsContext } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import type { UrlValues } from '@/components/url-state/use-url-state';

/** URL filters both activity tabs have (the date range is on the activity time). */
export const activityFilterSpec = {
  from: urlParam.date(),
  to: urlParam.date(),
  action: urlParam.text(),
  allowed: urlParam.boolean(),
  group: urlParam.text(),
};

/** URL filters of the portal user activity tab. */
export const userActivitySpec = {
  ...activityFilterSpec,
  user: urlParam.text(),
  client_app: urlParam.boolean(),
  sort: urlParam.sort(['time', 'who', 'action', 'result', 'status'], { id: 'time', desc: true }),
};

/** URL filters of the device activity tab. */
export const deviceActivitySpec = {
  ...activityFilterSpec,
  device: urlParam.text(),
  device_user: urlParam.text(),
  sort: urlParam.sort(['time', 'device', 'device_user', 'action', 'result', 'status'], { id: 'time', desc: true }),
};

/** The API parameters of the filters both tabs have. */
export const activityParams = (v: UrlValues<typeof activityFilterSpec>, { dayZone }: ParamsContext) => ({
  ...dateRangeParams({ from: v.from, to: v.to }, dayZone),
  action: v.action,
  is_allowed: v.allowed,
  group: v.group,
});

/** A tri-state filter (any, yes, no) as the string a ChoiceFilter holds. */
export const boolChoice = (value: boolean | undefined): 'true' | 'false' | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';
export const choiceBool = (value: 'true' | 'false' | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'true';

/** The options of the Result filter (allowed or denied) of both activity tabs. */
export function useResultOptions() {
  const { t } = useLingui();
  return [
    { value: 'true' as const, label: t`Allowed` },
    { value: 'false' as const, label: t`Denied` },
  ];
}
