import { Box, Image, Link, Skeleton, Text } from '@chakra-ui/react';
import { faPaperclip } from '@fortawesome/free-solid-svg-icons/faPaperclip';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Payload, PayloadData } from '@generated/client/model';
import { Icon } from '@/components/icon';
import { payloadDataStatuses } from '@/components/state-badge/state-definitions';
import { safeExternalUrl } from '@/lib/safe-url';
import { useLinkedText, usePlayLink } from '../api/use-payload-data';

interface MessageBodyProps {
  payload: Payload;
  /** The link from a batch answer, when the batch knew this message. */
  batchLink: PayloadData | undefined;
  /** The batch answer is in, so a missing link is asked for on its own. */
  batchSettled: boolean;
  allowed: boolean;
}

/**
 * The text or attachment of one message. Bodies are payload data: the link comes from the batch
 * answer for the thread, or from GET data for this message when the batch did not include it.
 */
export function MessageBody({ payload, batchLink, batchSettled, allowed }: MessageBodyProps) {
  const { t, i18n } = useLingui();
  const single = usePlayLink(payload.payload_reference, allowed && batchSettled && !batchLink);
  const link = batchLink ?? single.data;
  const url = link?.status === 'Ok' ? (link.s3_url ?? undefined) : undefined;
  const content = useLinkedText(url);

  if (!allowed)
    return (
      <Muted>
        <Trans>Your roles do not allow reading message bodies.</Trans>
      </Muted>
    );
  if (link?.status === 'NoS3Url')
    return (
      <Muted>
        <Trans>The message body is not available.</Trans>
      </Muted>
    );
  if (link && link.status !== 'Ok') return <Muted>{i18n._(payloadDataStatuses[link.status].meaning)}</Muted>;
  if (!link || (url && content.isPending)) return <Skeleton h="4" w="48" />;
  if (!url)
    return (
      <Muted>
        <Trans>No message body.</Trans>
      </Muted>
    );
  if (content.isError)
    return (
      <Muted>
        <Trans>The message body could not be loaded.</Trans>
      </Muted>
    );
  if (content.data?.text !== undefined) {
    return (
      <Text whiteSpace="pre-wrap" wordBreak="break-word" unicodeBidi="plaintext" data-testid="message-text">
        {content.data.text}
      </Text>
    );
  }
  const opened = safeExternalUrl(url);
  if (content.data?.type.startsWith('image/')) {
    const image = <Image src={url} alt={t`MMS attachment`} maxH="48" rounded="md" data-testid="message-attachment" />;
    return opened ? (
      <Link href={opened} target="_blank" rel="noopener noreferrer" display="block">
        {image}
      </Link>
    ) : (
      image
    );
  }
  const attachment = (
    <>
      <Icon icon={faPaperclip} /> <Trans>Attachment</Trans>
    </>
  );
  return opened ? (
    <Link href={opened} target="_blank" rel="noopener noreferrer">
      {attachment}
    </Link>
  ) : (
    <Text as="span">{attachment}</Text>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Box as="span" fontStyle="italic" color="fg.muted" fontSize="sm">
      {children}
    </Box>
  );
}
