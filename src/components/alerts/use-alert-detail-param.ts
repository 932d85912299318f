import { useDetailParam, type DetailParam } from '@/components/url-state/use-detail-param';

export type AlertDetailParam = DetailParam;

/** The open alert (`?alert=`, and `?alert_client=` on the staff list) kept in the URL beside the list's filters. */
export function useAlertDetailParam(): AlertDetailParam {
  return useDetailParam('alert', 'alert_client');
}
