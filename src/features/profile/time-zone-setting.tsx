import { Field, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { browserTimeZone, myTimeZone, TIME_ZONE_MODES, type TimeZoneMode } from '@/components/date-time/reading-zone';
import { saveTimeZonePreference, useTimeZonePreference } from '@/components/date-time/time-zone-preference';
import { OptionsSelect } from '@/components/options-select';

/** Every IANA zone the browser knows, with this browser's and UTC among them. */
function knownZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...zones, browserTimeZone(), 'UTC'])].sort();
}

/**
 * The zone every time is read in, on every screen, in date filters, evidence records and CSV files:
 * the device's local time (the default), a zone of the user's own, or UTC. Kept for the user in this browser.
 */
export function TimeZoneSetting() {
  const { t } = useLingui();
  const id = useId();
  const preference = useTimeZonePreference();
  const mine = myTimeZone(preference);
  const zones = useMemo(() => knownZones().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), []);
  const browserZone = browserTimeZone();
  const labels: Record<TimeZoneMode, { label: string; hint: string }> = {
    device: {
      label: t`Device's local time`,
      hint: t`Recordings in the zone of the device that made them; other times in this browser's zone (${browserZone}).`,
    },
    mine: { label: t`My time zone`, hint: t`Every time in the zone you choose.` },
    utc: { label: t`UTC`, hint: t`Every time in Coordinated Universal Time.` },
  };
  return (
    <Stack gap="2">
      <RadioGroup.Root
        size="sm"
        value={preference.mode}
        onValueChange={(details) => saveTimeZonePreference({ mode: details.value as TimeZoneMode, zone: preference.zone })}
      >
        <RadioGroup.Label>
          <Trans>Show times in</Trans>
        </RadioGroup.Label>
        <Stack gap="2" mt="2">
          {TIME_ZONE_MODES.map((mode) => (
            <Stack key={mode} gap="0.5">
              <RadioGroup.Item value={mode}>
                <RadioGroup.ItemHiddenInput aria-describedby={`${id}-${mode}`} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{labels[mode].label}</RadioGroup.ItemText>
              </RadioGroup.Item>
              <Text id={`${id}-${mode}`} fontSize="xs" color="fg.muted" ps="6">
                {labels[mode].hint}
              </Text>
            </Stack>
          ))}
        </Stack>
      </RadioGroup.Root>
      {preference.mode === 'mine' ? (
        <Field.Root>
          <Field.Label fontSize="sm">
            <Trans>Your time zone</Trans>
          </Field.Label>
          <OptionsSelect
            size="sm"
            options={zones}
            value={mine}
            onChange={(event) => saveTimeZonePreference({ mode: 'mine', zone: event.currentTarget.value })}
          />
        </Field.Root>
      ) : null}
    </Stack>
  );
}
