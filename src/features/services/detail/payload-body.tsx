import { Stack } from '@chakra-ui/react';
import type { Payload } from '@generated/client/model';
import type { MediaMark } from '@/components/media/media-time';
import { CallParties } from './call-parties';
import { InterviewPauses } from './interview-pauses';
import { MessageThread } from './message-thread';
import { PayloadMedia, type MediaControls } from './payload-media';
import { PayloadLocation } from './payload-location';
import { PayloadNotes } from './payload-notes';
import type { PayloadReview } from './use-payload-review';

interface PayloadBodyProps {
  payload: Payload;
  review: PayloadReview;
  /** The interview's pauses as marks. */
  pauses: readonly MediaMark[];
  seek: (seconds: number) => void;
  media: MediaControls;
}

/** What the payload is: the call and its parties, the conversation, the photo, the video or the interview. */
export function PayloadBody({ payload, review, pauses, seek, media: controls }: PayloadBodyProps) {
  const media = <PayloadMedia payload={payload} review={review} {...controls} />;
  switch (payload.payload_type) {
    case 'Call':
    case 'AbortedCall':
    case 'BlockedCall':
      return (
        <Stack gap="4">
          {media}
          <CallParties payload={payload} />
        </Stack>
      );
    case 'SMS':
    case 'MMS':
    case 'RCS':
      return <MessageThread payload={payload} />;
    case 'Interview':
      return (
        <Stack gap="4">
          {media}
          <InterviewPauses
            pauses={payload.meta.interview_pause_times ?? []}
            marks={pauses}
            duration={payload.meta.payload_duration ?? 0}
            onSeek={seek}
          />
          <PayloadNotes notes={payload.meta.payload_notes} />
        </Stack>
      );
    case 'Photo':
      return (
        <Stack gap="4">
          {media}
          <PayloadNotes notes={payload.meta.payload_notes} />
          <PayloadLocation location={payload.meta.payload_location} />
        </Stack>
      );
    case 'Video':
      return (
        <Stack gap="4">
          {media}
          <PayloadNotes notes={payload.meta.payload_notes} />
        </Stack>
      );
    default:
      return media;
  }
}
