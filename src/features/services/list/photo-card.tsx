import { AspectRatio, Box, Center, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { faImage } from '@fortawesome/free-solid-svg-icons/faImage';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Payload, PayloadData } from '@generated/client/model';
import { Icon } from '@/components/icon';
import { StateBadge } from '@/components/state-badge/state-badge';
import { href } from '@/lib/paths';
import { LateCell, PayloadTimeCell } from './column-parts';

/** One photo of the grid: its thumbnail (or why there is none), time, user, state and notes. */
export function PhotoCard({ payload, link }: { payload: Payload; link: PayloadData | undefined }) {
  const { t } = useLingui();
  const url = link?.status === 'Ok' ? link.s3_url : undefined;
  const notes = payload.meta.payload_notes;
  const deviceReference = payload.device_reference;
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      _hover={{ borderColor: 'colorPalette.solid' }}
      data-testid="photo-card"
    >
      <AspectRatio ratio={4 / 3} bg="bg.muted">
        {url ? (
          <Image src={url} alt={notes ? t`Photo: ${notes}` : t`Photo from ${deviceReference}`} objectFit="cover" loading="lazy" />
        ) : (
          <Center flexDirection="column" gap="2" color="fg.muted" p="3" textAlign="center">
            <Icon icon={faImage} width="1.5rem" height="1.5rem" />
            {link && <StateBadge kind="payloadData" value={link.status} />}
          </Center>
        )}
      </AspectRatio>
      <Stack gap="1" p="3" fontSize="sm">
        <LinkOverlay asChild fontWeight="medium">
          <Link to={href.payload('photos', payload.payload_reference)}>
            <PayloadTimeCell payload={payload} />
          </Link>
        </LinkOverlay>
        <Text color="fg.muted" truncate title={payload.device_user_reference}>
          {payload.device_user_reference}
        </Text>
        <HStack gap="2" wrap="wrap">
          <StateBadge kind="payload" value={payload.payload_state} />
          <LateCell payload={payload} />
        </HStack>
        <Box minH="5">
          {payload.meta.payload_notes && (
            <Text truncate title={payload.meta.payload_notes} unicodeBidi="plaintext">
              {payload.meta.payload_notes}
            </Text>
          )}
        </Box>
      </Stack>
    </LinkBox>
  );
}
