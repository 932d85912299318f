import { Box, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { MediaLoadError } from './media-load-error';
import type { MediaMark, PlayerHandle } from './media-time';
import { TimelineMarks } from './timeline-marks';
import { TransportControls } from './transport-controls';
import { useMediaElement } from './use-media-element';

export interface VideoPlayerProps {
  url: string;
  label: string;
  marks?: readonly MediaMark[];
  marksLabel?: string;
  onMarkClick?: (id: string) => void;
  handle?: Ref<PlayerHandle>;
}

/** A video with the same controls as the audio player (speed, seek, skip) and a bar of marks. */
export function VideoPlayer({ url, label, marks = [], marksLabel, onMarkClick, handle }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState(1);
  const state = useMediaElement(video, url);

  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate]);

  const playPause = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  const seek = (seconds: number) => {
    if (video.current) video.current.currentTime = seconds;
  };

  const player: PlayerHandle = { playPause, seek, currentTime: () => video.current?.currentTime ?? 0 };
  useImperativeHandle(handle, () => player);

  return (
    <Stack gap="3" role="region" aria-label={label}>
      <Box bg="black" rounded="md" overflow="hidden">
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a device's recording comes with no caption track to offer */}
        <video
          ref={video}
          src={url}
          preload="metadata"
          playsInline
          onClick={playPause}
          style={{ width: '100%', maxHeight: '60vh', display: 'block' }}
          data-testid="video"
        />
      </Box>
      {state.error ? (
        <MediaLoadError title={<Trans>The video could not be loaded.</Trans>} />
      ) : (
        <TransportControls playback={state} player={player} rate={rate} onRate={setRate} />
      )}
      {marks.length > 0 && (
        <TimelineMarks
          duration={state.duration}
          marks={marks}
          time={state.time}
          label={marksLabel ?? label}
          onSelect={(mark) => {
            seek(mark.start);
            onMarkClick?.(mark.id);
          }}
        />
      )}
    </Stack>
  );
}
