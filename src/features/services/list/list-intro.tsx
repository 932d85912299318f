import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ServiceKind } from '@/lib/paths';

/** One line under the heading on what the list holds (and what aborted and blocked calls are). */
export function ListIntro({ kind }: { kind: 'all' | ServiceKind }) {
  const text = {
    all: <Trans>Every payload captured from managed devices: calls, messages, photos, videos, interviews and diagnostics.</Trans>,
    calls: (
      <Trans>
        Recorded calls, aborted calls (incoming calls that were not picked up, so nothing was recorded) and blocked calls (calls that could
        not be recorded, for example VOIP calls, a missing permission or a low battery).
      </Trans>
    ),
    messages: <Trans>SMS, MMS and RCS messages; open one to read its whole conversation.</Trans>,
    photos: <Trans>Photos taken with the capture app, with the notes typed on the device.</Trans>,
    videos: <Trans>Videos recorded with the capture app.</Trans>,
    interviews: <Trans>Recorded face-to-face interviews, with their pauses and notes.</Trans>,
  }[kind];
  return (
    <Text color="fg.muted" maxW="4xl">
      {text}
    </Text>
  );
}
