import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Payload } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { DateTime } from '@/components/date-time/date-time';
import { DetailFrame } from '@/components/detail/detail-frame';
import type { PlayerHandle } from '@/components/media/media-time';
import { usePageTitle } from '@/components/use-page-title';
import { useQueryWriter } from '@/components/url-state/use-query-writer';
import { paths, type ServiceKind } from '@/lib/paths';
import { partiesOf } from '../model/parties';
import { isPinnable } from '../model/payload-kinds';
import { neighboursOf, readQueue } from '../model/review-queue';
import { PartyText } from '../parts/party-text';
import { AuditPanel } from './audit-panel';
import type { CommentRange } from './comment-form';
import { CommentedPayloadBody } from './commented-payload-body';
import { LoadedCommentsPanel } from './loaded-comments-panel';
import { CommentsTabLabel } from './comments-tab-label';
import { PayloadActions } from './payload-actions';
import { PayloadBadges } from './payload-badges';
import { PayloadFacts } from './payload-facts';
import { PayloadNotices } from './payload-notices';
import { ReviewNav } from './review-nav';
import { ShortcutsHelp } from './shortcuts-help';
import { TechnicalFacts } from './technical-facts';
import { usePayloadReview } from './use-payload-review';
import { useReviewShortcuts } from './use-review-shortcuts';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { MainAndSide } from '@/components/main-and-side';
import { withTab } from '@/components/detail/tab-query';

/** The review page of one payload: what it is, its state, the recording or conversation, comments, audit. */
export function PayloadDetail({ payload, kind }: { payload: Payload; kind: ServiceKind }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { write: writeQuery } = useQueryWriter();
  const reference = payload.payload_reference;
  const typeLabel = i18n._(PAYLOAD_TYPE_LABELS[payload.payload_type]);
  usePageTitle(`${typeLabel} ${reference}`);

  const review = usePayloadReview(payload);
  const commentsAllowed = usePermission('listPayloadComments').allowed;
  const canComment = usePermission('createPayloadComment').allowed;
  const player = useRef<PlayerHandle>(null);
  const [selection, setSelection] = useState<CommentRange | undefined>();
  const [activeComment, setActiveComment] = useState<string | undefined>();
  const [helpOpen, setHelpOpen] = useState(false);
  const [focusSignal, setFocusSignal] = useState(0);
  const neighbours = useMemo(() => neighboursOf(reference, readQueue()), [reference]);
  const pinnable = isPinnable(payload.payload_type);

  // The comments tab is the first one, so it is the page without ?tab=.
  const openCommentsTab = () => writeQuery((previous) => withTab(previous, 'tab', undefined), { replace: true });
  const focusComment = () => {
    if (!canComment) return;
    openCommentsTab();
    setFocusSignal((count) => count + 1);
  };
  const showComment = (commentId: string) => {
    setActiveComment(commentId);
    openCommentsTab();
  };
  const seek = (seconds: number) => player.current?.seek(seconds);

  useReviewShortcuts({
    next: () => neighbours.next && navigate(neighbours.next),
    previous: () => neighbours.previous && navigate(neighbours.previous),
    playPause: () => player.current?.playPause(),
    receipt: review.confirmReceipt,
    comment: focusComment,
    help: () => setHelpOpen((open) => !open),
  });

  const firstParty = partiesOf(payload)[0];
  return (
    <DetailFrame
      back={{ to: neighbours.listHref ?? paths.services[kind], label: <Trans>Back to the list</Trans> }}
      title={typeLabel}
      subtitle={
        <HStack as="span" gap="2" wrap="wrap">
          {firstParty && <PartyText party={firstParty} />}
          <DateTime value={payload.meta.payload_time} timeZone={payload.meta.timezone} offset={payload.meta.timezone_offset} />
          <Text as="span" fontSize="xs" fontFamily="mono" wordBreak="break-all">
            {reference}
          </Text>
        </HStack>
      }
      badge={<PayloadBadges payload={payload} />}
      actions={
        <>
          <ReviewNav neighbours={neighbours} />
          <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
        </>
      }
      tabs={[
        {
          value: 'comments',
          label: <CommentsTabLabel payloadReference={reference} allowed={commentsAllowed} />,
          content: (
            <LoadedCommentsPanel
              payload={payload}
              selection={selection}
              activeCommentId={activeComment}
              focusSignal={focusSignal}
              currentTime={pinnable ? () => player.current?.currentTime() ?? 0 : undefined}
              onSeek={pinnable ? seek : undefined}
              onCommented={() => setSelection(undefined)}
            />
          ),
        },
        { value: 'audit', label: <Trans>Audit</Trans>, content: <AuditPanel payload={payload} /> },
        { value: 'technical', label: <Trans>Technical details</Trans>, content: <TechnicalFacts payload={payload} /> },
      ]}
    >
      <Stack gap="4">
        <PayloadActions payload={payload} review={review} />
        <PayloadNotices payload={payload} />
        <MainAndSide
          sideMinWidth="18rem"
          main={
            <CommentedPayloadBody
              payload={payload}
              review={review}
              commentsAllowed={commentsAllowed}
              selection={selection}
              seek={seek}
              handle={player}
              onShowComment={showComment}
              onSelectRange={pinnable && canComment ? setSelection : undefined}
            />
          }
          side={
            <Box as="section" aria-label={t`Summary`} borderWidth="1px" rounded="md" p="4">
              <PayloadFacts payload={payload} />
            </Box>
          }
        />
      </Stack>
    </DetailFrame>
  );
}
