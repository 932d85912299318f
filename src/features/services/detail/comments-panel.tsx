import { Button, Collapsible, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Payload, PayloadComment } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { notifySuccess } from '@/lib/notify';
import { useCommentMutations } from '../api/use-comment-mutations';
import { usePayloadComments } from '../api/use-payload-comments';
import { isPinnable } from '../model/payload-kinds';
import { CommentForm, type CommentRange } from './comment-form';
import { CommentItem } from './comment-item';
import { CommentListLoading } from './comments-panel-loading';

interface CommentsPanelProps {
  payload: Payload;
  selection: CommentRange | undefined;
  activeCommentId: string | undefined;
  /** Bumped by the "c" shortcut: the new comment's text gets the focus. */
  focusSignal: number;
  currentTime?: (() => number) | undefined;
  onSeek?: ((seconds: number) => void) | undefined;
  onCommented: () => void;
}

/** The payload's comments: write one (optionally pinned to a range), edit and close them, closed ones folded away. */
export function CommentsPanel({ payload, selection, activeCommentId, focusSignal, currentTime, onSeek, onCommented }: CommentsPanelProps) {
  const { t } = useLingui();
  const reference = payload.payload_reference;
  const canList = usePermission('listPayloadComments').allowed;
  const canCreate = usePermission('createPayloadComment').allowed;
  const canUpdate = usePermission('updatePayloadComment').allowed;
  const canClose = usePermission('closePayloadComment').allowed;
  const list = usePayloadComments(reference, canList);
  const { create, update, close } = useCommentMutations();
  const [closing, setClosing] = useState<PayloadComment | undefined>();
  const open = list.rows.filter((comment) => !comment.is_closed);
  const closed = list.rows.filter((comment) => comment.is_closed);
  const closedCount = closed.length;
  const closingAuthor = closing?.raised_by ?? '';
  const zone = payload.meta.timezone;
  const pinnable = isPinnable(payload.payload_type);

  const item = (comment: PayloadComment) => (
    <CommentItem
      key={comment.comment_id}
      comment={comment}
      timeZone={zone}
      active={comment.comment_id === activeCommentId}
      pinnable={pinnable}
      editBlocked={canUpdate ? undefined : t`Your roles do not allow editing comments.`}
      closeBlocked={canClose ? undefined : t`Your roles do not allow closing comments.`}
      onSeek={onSeek}
      onSave={async (data) => {
        await update.mutateAsync({ payloadReference: reference, commentId: comment.comment_id, data });
        notifySuccess(t`Comment saved`);
      }}
      onClose={() => setClosing(comment)}
    />
  );

  return (
    <Stack gap="4">
      {canCreate ? (
        <CommentForm
          pinnable={pinnable}
          selection={selection}
          currentTime={currentTime}
          focusSignal={focusSignal}
          submitLabel={t`Add comment`}
          onSubmit={async (data) => {
            await create.mutateAsync({ payloadReference: reference, data });
            notifySuccess(t`Comment added`);
            onCommented();
          }}
        />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          <Trans>Your roles do not allow writing comments.</Trans>
        </Text>
      )}
      {!canList ? (
        <Text color="fg.muted" fontSize="sm">
          <Trans>Your roles do not allow reading comments.</Trans>
        </Text>
      ) : list.isLoading ? (
        <CommentListLoading />
      ) : list.isError ? (
        <LoadError title={<Trans>The comments could not be loaded.</Trans>} error={list.error} onRetry={list.refetch} />
      ) : (
        <Stack gap="3">
          {open.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              <Trans>No open comments.</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="3" aria-label={t`Comments`} m="0" p="0">
              {open.map(item)}
            </Stack>
          )}
          {closed.length > 0 && (
            <Collapsible.Root>
              <Collapsible.Trigger asChild>
                <Button size="xs" variant="ghost">
                  <Trans>Closed comments ({closedCount})</Trans>
                </Button>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Stack as="ul" gap="3" mt="2" p="0">
                  {closed.map(item)}
                </Stack>
              </Collapsible.Content>
            </Collapsible.Root>
          )}
          {list.hasNextPage && (
            <Button size="sm" variant="outline" alignSelf="flex-start" loading={list.isFetchingNextPage} onClick={list.fetchNextPage}>
              <Trans>Load more comments</Trans>
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={Boolean(closing)}
        onOpenChange={(next) => !next && setClosing(undefined)}
        title={t`Close the comment by ${closingAuthor}?`}
        description={t`A closed comment is kept for the audit but no longer shown as open. It cannot be edited any more.`}
        confirmLabel={t`Close comment`}
        onConfirm={async () => {
          if (!closing) return;
          await close.mutateAsync({ payloadReference: reference, commentId: closing.comment_id });
          notifySuccess(t`Comment closed`);
        }}
      />
    </Stack>
  );
}
