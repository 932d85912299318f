import { HStack, IconButton, Text } from '@chakra-ui/react';
import { faBackward } from '@fortawesome/free-solid-svg-icons/faBackward';
import { faForward } from '@fortawesome/free-solid-svg-icons/faForward';
import { faPause } from '@fortawesome/free-solid-svg-icons/faPause';
import { faPlay } from '@fortawesome/free-solid-svg-icons/faPlay';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import { formatMediaTime, type PlaybackState, type PlayerHandle } from './media-time';
import { SeekBar } from './seek-bar';
import { SpeedSelect } from './speed-select';

interface TransportProps {
  playback: PlaybackState;
  player: Pick<PlayerHandle, 'playPause' | 'seek'>;
  rate: number;
  onRate: (rate: number) => void;
}

const SKIP_SECONDS = 5;

/** Play or pause, skip back and forward, seek, time and speed: the controls every player shares. */
export function TransportControls({ playback, player, rate, onRate }: TransportProps) {
  const { t } = useLingui();
  const { playing, ready, time, duration } = playback;
  return (
    <HStack gap="2" flexWrap="wrap">
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t`Back 5 seconds`}
        disabled={!ready}
        onClick={() => player.seek(Math.max(0, time - SKIP_SECONDS))}
      >
        <Icon icon={faBackward} />
      </IconButton>
      <IconButton
        size="sm"
        aria-label={playing ? t`Pause` : t`Play`}
        disabled={!ready}
        onClick={player.playPause}
        data-testid="player-play"
      >
        <Icon icon={playing ? faPause : faPlay} />
      </IconButton>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t`Forward 5 seconds`}
        disabled={!ready}
        onClick={() => player.seek(Math.min(duration, time + SKIP_SECONDS))}
      >
        <Icon icon={faForward} />
      </IconButton>
      <Text fontSize="sm" fontVariantNumeric="tabular-nums" minW="24" textAlign="center" data-testid="player-time">
        {formatMediaTime(time)} / {formatMediaTime(duration)}
      </Text>
      <SeekBar time={time} duration={duration} disabled={!ready} onSeek={player.seek} />
      <SpeedSelect value={rate} onChange={onRate} />
    </HStack>
  );
}
