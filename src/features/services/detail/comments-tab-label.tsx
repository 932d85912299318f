import { Trans } from '@lingui/react/macro';
import { usePayloadComments } from '../api/use-payload-comments';

/** The comments tab's name with the number of open comments, read here so that only the name renders again when they change. */
export function CommentsTabLabel({ payloadReference, allowed }: { payloadReference: string; allowed: boolean }) {
  const comments = usePayloadComments(payloadReference, allowed);
  const openCommentCount = comments.rows.filter((comment) => !comment.is_closed).length;
  return <Trans>Comments ({openCommentCount})</Trans>;
}
