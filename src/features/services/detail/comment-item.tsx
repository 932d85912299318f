import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { faClock } from '@fortawesome/free-solid-svg-icons/faClock';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PayloadComment, PayloadCommentRequest } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { Icon } from '@/components/icon';
import { commentRangeText } from '../model/comment-range';
import { commentFormValues } from '../model/comment-form';
import { CommentForm } from './comment-form';
import { GuardedButton } from '@/components/guarded-button';

interface CommentItemProps {
  comment: PayloadComment;
  timeZone: string | undefined;
  active: boolean;
  pinnable: boolean;
  editBlocked: string | undefined;
  closeBlocked: string | undefined;
  onSeek?: ((seconds: number) => void) | undefined;
  onSave: (body: PayloadCommentRequest) => Promise<unknown>;
  onClose: () => void;
}

/** One comment: author, time, text (always plain text), its pinned range, edit and close. */
export function CommentItem({ comment, timeZone, active, pinnable, editBlocked, closeBlocked, onSeek, onSave, onClose }: CommentItemProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const range = comment.comment_duration;
  const version = comment.comment_version;
  const closedBy = comment.closed_by ?? '?';
  const rangeText = commentRangeText(comment);

  useEffect(() => {
    if (active) box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [active]);

  return (
    <Box
      ref={box}
      as="li"
      listStyleType="none"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor={active ? 'orange.400' : 'border'}
      bg={comment.is_closed ? 'bg.subtle' : undefined}
      aria-current={active ? 'true' : undefined}
      data-testid="comment"
      data-comment-id={comment.comment_id}
    >
      <HStack gap="2" flexWrap="wrap" fontSize="sm" mb="1">
        <Text fontWeight="semibold" wordBreak="break-all">
          {comment.raised_by}
        </Text>
        <Text color="fg.muted">
          <DateTime value={comment.raised_at} timeZone={timeZone} style="short" />
        </Text>
        {comment.comment_version > 1 && (
          <Text color="fg.muted" title={comment.updated_at ?? undefined}>
            <Trans>edited (version {version})</Trans>
          </Text>
        )}
        {comment.is_closed && (
          <Badge colorPalette="gray">
            <Trans>Closed</Trans>
          </Badge>
        )}
        {range && (
          <Button
            size="2xs"
            variant="subtle"
            colorPalette="orange"
            disabled={!onSeek}
            onClick={() => onSeek?.(range.start_time)}
            aria-label={t`Play ${rangeText}`}
          >
            <Icon icon={faClock} />
            {rangeText}
          </Button>
        )}
      </HStack>
      {editing ? (
        <CommentForm
          initial={commentFormValues(comment)}
          pinnable={pinnable}
          submitLabel={t`Save`}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await onSave(body);
            setEditing(false);
          }}
        />
      ) : (
        <Text whiteSpace="pre-wrap" wordBreak="break-word" unicodeBidi="plaintext" data-testid="comment-body">
          {comment.comment_body}
        </Text>
      )}
      {comment.is_closed ? (
        <Text fontSize="xs" color="fg.muted" mt="2">
          <Trans>Closed by {closedBy}</Trans> · <DateTime value={comment.closed_at} timeZone={timeZone} style="short" />
        </Text>
      ) : (
        !editing && (
          <Stack direction="row" gap="1" mt="2">
            <GuardedButton size="xs" variant="ghost" reason={editBlocked} onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </GuardedButton>
            <GuardedButton size="xs" variant="ghost" colorPalette="red" reason={closeBlocked} onClick={onClose}>
              <Trans>Close</Trans>
            </GuardedButton>
          </Stack>
        )
      )}
    </Box>
  );
}
