import { useLingui } from '@lingui/react/macro';
import { urlParam } from '@/components/url-state/url-params';

/** URL filters of the portal user activity tab (the date range is on the activity time). */
export const userActivitySpec = {
  from: urlParam.date(),
  to: urlParam.date(),
  user: urlParam.text(),
  action: urlParam.text(),
  allowed: urlParam.boolean(),
  client_app: urlParam.boolean(),
  group: urlParam.text(),
  sort: urlParam.sort(['time', 'who', 'action', 'result', 'status'], { id: 'time', desc: true }),
};

/** URL filters of the device activity tab. */
export const deviceActivitySpec = {
  from: urlParam.date(),
  to: urlParam.date(),
  device: urlParam.text(),
  device_user: urlParam.text(),
  action: urlParam.text(),
  allowed: urlParam.boolean(),
  group: urlParam.text(),
  sort: urlParam.sort(['time', 'device', 'device_user', 'action', 'result', 'status'], { id: 'time', desc: true }),
};

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
