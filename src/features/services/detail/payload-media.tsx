import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, type Ref } from 'react';
import type { Payload } from '@generated/client/model';
import { LoadError } from '@/components/load-error';
import type { MediaMark, PlayerHandle } from '@/components/media/media-time';
import { mediaKindOf, type MediaKind } from '../model/payload-kinds';
import type { CommentRange } from './comment-form';
import { DataUnavailable } from './data-unavailable';
import type { PayloadReview } from './use-payload-review';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';

/** What the review page gives the player: the marks on the recording, a hold on the player, and what a click or a drag does. */
export interface MediaControls {
  marks: readonly MediaMark[];
  handle: Ref<PlayerHandle>;
  onMarkClick: (id: string) => void;
  onSelectRange?: ((range: CommentRange) => void) | undefined;
}

interface PayloadMediaProps extends MediaControls {
  payload: Payload;
  review: PayloadReview;
}

// The players (the waveform's wavesurfer.js above all) load only for a payload that has a recording,
// video or photo, while its link is asked for: a blocked call or a message never downloads them.
const loadPlayer = {
  audio: () => import('@/components/media/waveform-player'),
  video: () => import('@/components/media/video-player'),
  image: () => import('@/components/media/image-viewer'),
} satisfies Partial<Record<MediaKind, () => Promise<unknown>>>;
const WaveformPlayer = lazy(() => loadPlayer.audio().then((module) => ({ default: module.WaveformPlayer })));
const VideoPlayer = lazy(() => loadPlayer.video().then((module) => ({ default: module.VideoPlayer })));
const ImageViewer = lazy(() => loadPlayer.image().then((module) => ({ default: module.ImageViewer })));

/** The waveform player with its hint, measured: its place while the link loads, so the facts below do not move. */
const AUDIO_PLAYER_HEIGHT = { base: '14.625rem', md: '10.75rem' };

/** The recording, video or image of a payload, or why there is none. */
export function PayloadMedia({ payload, review, marks, handle, onMarkClick, onSelectRange }: PayloadMediaProps) {
  const { t, i18n } = useLingui();
  const { playLink, noDataReason } = review;
  const kind = mediaKindOf(payload.payload_type);
  const typeLabel = i18n._(PAYLOAD_TYPE_LABELS[payload.payload_type]);
  const notes = payload.meta.payload_notes;
  const deviceReference = payload.device_reference;
  useEffect(() => {
    if (!noDataReason && kind in loadPlayer) void loadPlayer[kind as keyof typeof loadPlayer]();
  }, [kind, noDataReason]);
  if (noDataReason) return <DataUnavailable status={playLink.data?.status} reason={noDataReason} />;
  const loading = <Skeleton h={kind === 'audio' ? AUDIO_PLAYER_HEIGHT : '80'} aria-label={t`Loading the recording`} />;
  if (playLink.isPending) return loading;
  if (playLink.isError)
    return (
      <LoadError
        title={<Trans>The link to the recording could not be loaded.</Trans>}
        error={playLink.error}
        onRetry={() => void playLink.refetch()}
      />
    );
  const url = playLink.data.s3_url;
  if (!url) return <DataUnavailable status={playLink.data.status} reason={t`The platform gave no link to the data.`} />;

  return (
    <Suspense fallback={loading}>
      <MediaPlayer
        kind={kind}
        url={url}
        label={t`${typeLabel} recording`}
        alt={notes ? t`Photo: ${notes}` : t`Photo from ${deviceReference}`}
        marks={marks}
        handle={handle}
        onMarkClick={onMarkClick}
        onSelectRange={onSelectRange}
      />
    </Suspense>
  );
}

interface MediaPlayerProps extends MediaControls {
  kind: MediaKind;
  url: string;
  /** The recording's accessible name. */
  label: string;
  /** A photo's text alternative. */
  alt: string;
}

/** The player for a payload's kind of media, once its link is known. */
function MediaPlayer({ kind, url, label, alt, marks, handle, onMarkClick, onSelectRange }: MediaPlayerProps) {
  const { t } = useLingui();
  switch (kind) {
    case 'audio':
      return (
        <Stack gap="2">
          <WaveformPlayer url={url} label={label} marks={marks} onMarkClick={onMarkClick} onSelectRange={onSelectRange} handle={handle} />
          {onSelectRange && (
            <Text fontSize="xs" color="fg.muted">
              <Trans>Drag across the waveform to pin a new comment to that part of the recording.</Trans>
            </Text>
          )}
        </Stack>
      );
    case 'video':
      return (
        <VideoPlayer
          url={url}
          label={label}
          marks={marks}
          marksLabel={t`Comments on the video`}
          onMarkClick={onMarkClick}
          handle={handle}
        />
      );
    case 'image':
      return <ImageViewer url={url} alt={alt} />;
    default:
      return null;
  }
}
