import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PLAYBACK_RATES } from './media-time';

/** Playback speed, 0.5x to 2x. */
export function SpeedSelect({ value, onChange }: { value: number; onChange: (rate: number) => void }) {
  const { t, i18n } = useLingui();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t`Playback speed`}
        value={String(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {PLAYBACK_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {`${i18n.number(rate)}×`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
