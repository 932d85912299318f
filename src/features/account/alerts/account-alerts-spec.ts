import { alertFilterSpec } from '@/components/alerts/alert-filters';
import { urlParam } from '@/components/url-state/url-params';

/** The account alert list's URL state: the common alert filters, a search and "include dismissed". */
export const accountAlertsSpec = {
  ...alertFilterSpec,
  search: urlParam.text(),
  include_dismissed: urlParam.boolean(),
};
