import type { PayloadComment } from '@generated/client/model';
import { formatMediaTime } from '@/components/media/media-time';

/** The part of the recording a comment is about, '0:12–0:30' (or one point, '0:12'); '' when it is not pinned. */
export function commentRangeText(comment: Pick<PayloadComment, 'comment_duration'>): string {
  const range = comment.comment_duration;
  if (!range) return '';
  return range.duration > 0
    ? `${formatMediaTime(range.start_time)}–${formatMediaTime(range.start_time + range.duration)}`
    : formatMediaTime(range.start_time);
}
