import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useGetSmsThread } from '@generated/client/hooks/sms/sms';
import type { Payload } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { LoadError } from '@/components/load-error';
import { useBatchLinks } from '../api/use-thread-links';
import { groupThread } from '../model/thread';
import { ownZone } from '../list/column-parts';
import { readingZone } from '@/components/date-time/reading-zone';
import { useTimeZonePreference } from '@/components/date-time/time-zone-preference';
import { threadWindow, THREAD_WINDOW_SIDE } from '../model/thread-window';
import { MessageBubble } from './message-bubble';
import { ThreadDayHeading } from './thread-day-heading';

const byTime = (a: Payload, b: Payload) =>
  (a.meta.payload_time ?? '').localeCompare(b.meta.payload_time ?? '') || a.payload_reference.localeCompare(b.payload_reference);

/**
 * The whole conversation a message belongs to (GET sms/{thread_id}), with this message highlighted.
 * Memoised: the body renders again when the comments answer, the conversation does not change then.
 */
export const MessageThread = memo(function MessageThread({ payload }: { payload: Payload }) {
  const { t } = useLingui();
  const threadId = payload.meta.thread_id;
  const canThread = usePermission('getSmsThread').allowed;
  const canData = usePermission('getPayloadData').allowed;
  const thread = useGetSmsThread(threadId ?? '', { query: { enabled: Boolean(threadId) && canThread } });
  const [extra, setExtra] = useState({ before: 0, after: 0 });

  const sorted = useMemo(() => {
    const messages = thread.data?.data ?? [];
    const withCurrent = messages.some((entry) => entry.payload_reference === payload.payload_reference) ? messages : [...messages, payload];
    return [...withCurrent].sort(byTime);
  }, [thread.data, payload]);
  const index = sorted.findIndex((entry) => entry.payload_reference === payload.payload_reference);
  const window = threadWindow(sorted.length, index, THREAD_WINDOW_SIDE + extra.before, THREAD_WINDOW_SIDE + extra.after);
  const shown = useMemo(() => sorted.slice(window.start, window.end), [sorted, window.start, window.end]);
  const earlierCount = window.start;
  const laterCount = sorted.length - window.end;
  const preference = useTimeZonePreference();
  const days = useMemo(() => groupThread(shown, (payload) => readingZone(preference, ownZone(payload)).timeZone), [shown, preference]);
  const references = useMemo(() => shown.map((entry) => entry.payload_reference), [shown]);
  const links = useBatchLinks(references, canData && shown.length > 0);
  const scroller = useRef<HTMLDivElement>(null);

  // Bring this message into view inside the conversation, without scrolling the page.
  useLayoutEffect(() => {
    const box = scroller.current;
    const current = box?.querySelector<HTMLElement>('[data-current]');
    if (box && current) box.scrollTop = current.offsetTop - box.clientHeight / 2 + current.offsetHeight / 2;
  }, [days]);

  if (threadId && canThread && thread.isPending) return <Skeleton h="48" aria-label={t`Loading the conversation`} />;
  if (thread.isError)
    return (
      <LoadError title={<Trans>The conversation could not be loaded.</Trans>} error={thread.error} onRetry={() => void thread.refetch()} />
    );

  return (
    <Stack gap="2" role="log" aria-label={t`Conversation`} data-testid="message-thread">
      {!threadId && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>This message is not part of a thread.</Trans>
        </Text>
      )}
      {threadId && !canThread && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Your roles do not allow reading whole conversations; only this message is shown.</Trans>
        </Text>
      )}
      {window.start > 0 && (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="center"
          onClick={() => setExtra((previous) => ({ ...previous, before: previous.before + 100 }))}
        >
          <Trans>Show earlier messages ({earlierCount})</Trans>
        </Button>
      )}
      <Stack ref={scroller} as="ol" gap="0" p="0" m="0" maxH="70vh" overflowY="auto" px="1" position="relative">
        {days.map((day) => (
          <li key={day.day} style={{ listStyle: 'none' }}>
            <ThreadDayHeading day={day.day} />
            <Stack as="ol" gap="0" p="0" m="0">
              {day.messages.map((message) => (
                <MessageBubble
                  key={message.payload.payload_reference}
                  message={message}
                  current={message.payload.payload_reference === payload.payload_reference}
                  link={links.links.get(message.payload.payload_reference)}
                  linksSettled={links.settled}
                  allowed={canData}
                />
              ))}
            </Stack>
          </li>
        ))}
      </Stack>
      {window.end < sorted.length && (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="center"
          onClick={() => setExtra((previous) => ({ ...previous, after: previous.after + 100 }))}
        >
          <Trans>Show later messages ({laterCount})</Trans>
        </Button>
      )}
    </Stack>
  );
});
