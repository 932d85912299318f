import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { subscribeColorMode } from '@/lib/color-mode';
import { MediaLoadError } from './media-load-error';
import type { MediaMark, PlayerHandle } from './media-time';
import { TransportControls } from './transport-controls';
import { useWaveSurfer } from './use-wavesurfer';
import { waveColors } from './wave-colors';

export interface WaveformPlayerProps {
  /** The audio file (a pre-signed link); the waveform is drawn from it. */
  url: string;
  /** Accessible name of the player region, e.g. "Call recording". */
  label: string;
  marks?: readonly MediaMark[];
  onMarkClick?: (id: string) => void;
  /** When given, dragging across the waveform selects a range and hands it over. */
  onSelectRange?: (range: { start: number; end: number }) => void;
  handle?: Ref<PlayerHandle>;
  height?: number;
}

const NO_MARKS: readonly MediaMark[] = [];

/** Audio player with a waveform, marks for commented ranges and pauses, seek and speed. */
export function WaveformPlayer({ url, label, marks = NO_MARKS, onMarkClick, onSelectRange, handle, height = 96 }: WaveformPlayerProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [rate, setRate] = useState(1);
  const { state, surfer } = useWaveSurfer(container, { url, marks, rate, height, onMarkClick, onSelectRange });

  useEffect(() => subscribeColorMode(() => surfer.current?.setOptions(waveColors())), [surfer]);

  const player = useMemo<PlayerHandle>(
    () => ({
      playPause: () => void surfer.current?.playPause(),
      seek: (seconds: number) => surfer.current?.setTime(seconds),
      currentTime: () => surfer.current?.getCurrentTime() ?? 0,
    }),
    [surfer],
  );
  useImperativeHandle(handle, () => player, [player]);

  return (
    <Stack gap="3" role="region" aria-label={label} data-testid="waveform-player">
      <Box position="relative" minH={`${height}px`} borderWidth="1px" rounded="md" px="2" bg="bg.subtle">
        <Box ref={container} aria-hidden="true" data-testid="waveform" cursor={state.ready ? 'pointer' : 'default'} />
        {!state.ready && !state.error && <Skeleton position="absolute" inset="2" aria-label={t`Loading the waveform`} />}
      </Box>
      {state.error ? (
        <MediaLoadError title={<Trans>The recording could not be loaded.</Trans>} reason={state.error} />
      ) : (
        <TransportControls playback={state} player={player} rate={rate} onRate={setRate} />
      )}
    </Stack>
  );
}
