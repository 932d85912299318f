import { Slider } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatMediaTime } from './media-time';

/** The keyboard-accessible seek control: arrows step 5 s, Page Up/Down 30 s, Home/End jump. */
export function SeekBar({
  time,
  duration,
  disabled,
  onSeek,
}: {
  time: number;
  duration: number;
  disabled: boolean;
  onSeek: (seconds: number) => void;
}) {
  const { t } = useLingui();
  const max = Math.max(duration, 0.1);
  return (
    <Slider.Root
      flex="1"
      minW="24"
      size="sm"
      min={0}
      max={max}
      step={duration > 60 ? 5 : 0.5}
      value={[Math.min(time, max)]}
      disabled={disabled}
      // eslint-disable-next-line jsx-a11y/aria-proptypes -- Chakra's Slider takes one label per thumb
      aria-label={[t`Seek`]}
      getAriaValueText={({ value }) => {
        const position = formatMediaTime(value);
        const length = formatMediaTime(duration);
        return t`${position} of ${length}`;
      }}
      onValueChange={({ value }) => onSeek(value[0] ?? 0)}
    >
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
