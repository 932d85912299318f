import type { ListCommentsParams } from '@generated/client/model';
import { dateRangeParams } from '@/components/filters/date-range';
import type { ParamsContext } from '@/components/list-screen/use-list-screen';
import { PAYLOAD_TYPES } from '@/lib/payload-types';
import { urlParam } from '@/components/url-state/url-params';
import type { UrlValues } from '@/components/url-state/use-url-state';

export const commentFilterSpec = {
  state: urlParam.enumOf(['open', 'closed'] as const),
  types: urlParam.enumList(PAYLOAD_TYPES),
  group: urlParam.text(),
  from: urlParam.date(),
  to: urlParam.date(),
  sort: urlParam.sort(),
};

/** The listComments query for the filters (open or closed as is_closed). */
export function commentListParams(values: UrlValues<typeof commentFilterSpec>, { dayZone }: ParamsContext): ListCommentsParams {
  return {
    ...(values.state ? { is_closed: values.state === 'closed' } : {}),
    ...(values.types.length ? { types: [...values.types] } : {}),
    ...(values.group ? { group: values.group } : {}),
    ...dateRangeParams({ from: values.from, to: values.to }, dayZone),
  };
}
