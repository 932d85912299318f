import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { PayloadData } from '@generated/client/model';
import { DateTime } from '@/components/date-time/date-time';
import { useTimeFormat } from '@/components/date-time/use-time-format';
import { StateBadge } from '@/components/state-badge/state-badge';
import { href } from '@/lib/paths';
import type { ThreadMessage } from '../model/thread';
import { MessageBody } from './message-body';

interface MessageBubbleProps {
  message: ThreadMessage;
  current: boolean;
  link: PayloadData | undefined;
  linksSettled: boolean;
  allowed: boolean;
}

/** One message of a conversation: outgoing on the end side, incoming on the start side with its sender. */
export function MessageBubble({ message, current, link, linksSettled, allowed }: MessageBubbleProps) {
  const { t } = useLingui();
  const { payload, outgoing, sender, continues } = message;
  const format = useTimeFormat();
  const own = { timeZone: payload.meta.timezone, offset: payload.meta.timezone_offset };
  const time = <DateTime value={payload.meta.payload_time} {...own} style="short" />;
  const messageType = payload.payload_type;
  const timeText = format.text(payload.meta.payload_time, own, 'short') ?? '';
  return (
    <Box
      as="li"
      listStyleType="none"
      display="flex"
      flexDirection="column"
      alignItems={outgoing ? 'flex-end' : 'flex-start'}
      mt={continues ? '1' : '3'}
      data-testid="thread-message"
      data-current={current || undefined}
    >
      {!outgoing && !continues && sender && (
        <Text fontSize="xs" color="fg.muted" mb="1" ms="2" unicodeBidi="isolate" wordBreak="break-word">
          {sender}
        </Text>
      )}
      <Box
        maxW={{ base: '90%', md: '75%' }}
        px="3"
        py="2"
        rounded="xl"
        roundedBottomRight={outgoing ? 'sm' : undefined}
        roundedBottomLeft={outgoing ? undefined : 'sm'}
        bg={outgoing ? 'colorPalette.subtle' : 'bg.muted'}
        borderWidth="2px"
        borderColor={current ? 'colorPalette.solid' : 'transparent'}
        aria-current={current ? 'true' : undefined}
      >
        <MessageBody payload={payload} batchLink={link} batchSettled={linksSettled} allowed={allowed} />
      </Box>
      <HStack gap="2" fontSize="xs" color="fg.muted" mt="1" mx="2" wrap="wrap" justify={outgoing ? 'flex-end' : 'flex-start'}>
        {current ? (
          time
        ) : (
          <Link asChild color="fg.muted" aria-label={t`${timeText}: open this ${messageType} message`}>
            <RouterLink to={href.payload('messages', payload.payload_reference)}>{time}</RouterLink>
          </Link>
        )}
        {payload.payload_type !== 'SMS' && (
          <Badge size="xs" variant="outline">
            {payload.payload_type}
          </Badge>
        )}
        {payload.payload_state !== 'Processed' && payload.payload_state !== 'Transferred' && (
          <StateBadge kind="payload" value={payload.payload_state} size="xs" />
        )}
        {payload.is_late && (
          <Badge size="xs" colorPalette="orange">
            <Trans>Late</Trans>
          </Badge>
        )}
        {current && (
          <Text as="span" fontWeight="semibold" color="fg">
            <Trans>This message</Trans>
          </Text>
        )}
      </HStack>
    </Box>
  );
}
