import type { Ref } from 'react';
import type { Payload } from '@generated/client/model';
import type { PlayerHandle } from '@/components/media/media-time';
import { usePayloadComments } from '../api/use-payload-comments';
import type { CommentRange } from './comment-form';
import { PayloadBody } from './payload-body';
import type { PayloadReview } from './use-payload-review';
import { useMediaMarks } from './use-media-marks';

interface CommentedPayloadBodyProps {
  payload: Payload;
  review: PayloadReview;
  /** The profile may list the payload's comments. */
  commentsAllowed: boolean;
  /** The range being commented, marked on the recording. */
  selection: CommentRange | undefined;
  seek: (seconds: number) => void;
  handle: Ref<PlayerHandle>;
  /** A comment's mark was clicked. */
  onShowComment: (commentId: string) => void;
  onSelectRange: ((range: CommentRange) => void) | undefined;
}

/**
 * The payload's body with its pinned comments marked on the recording. It reads the comments
 * itself: when they answer after the page has rendered (before the page subscribed to them), React
 * renders again at once, in the same task, everything that reads them. Read here, that is the body,
 * not the whole page.
 */
export function CommentedPayloadBody({
  payload,
  review,
  commentsAllowed,
  selection,
  seek,
  handle,
  onShowComment,
  onSelectRange,
}: CommentedPayloadBodyProps) {
  const comments = usePayloadComments(payload.payload_reference, commentsAllowed);
  const { marks, pauses } = useMediaMarks(payload, comments.rows, selection);
  const onMarkClick = (markId: string) => {
    const id = markId.replace(/^mark:/, '');
    if (comments.rows.some((comment) => comment.comment_id === id)) onShowComment(id);
  };
  return (
    <PayloadBody payload={payload} review={review} pauses={pauses} seek={seek} media={{ marks, handle, onMarkClick, onSelectRange }} />
  );
}
