import { Text } from '@chakra-ui/react';
import type { DeviceCommandName, DevicePhoneNumber } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { SelectField, SwitchField } from '@/components/form/choice-fields';
import { NumberField, TextareaField } from '@/components/form/text-fields';
import { COMMAND_PARAMS } from '../model/command-form';
import { COMMAND_HELP } from '../model/labels';
import { DateField } from '../parts/date-field';

/** The parameter fields of the chosen command. */
export function CommandFields({ command, phoneNumbers }: { command: DeviceCommandName; phoneNumbers: readonly DevicePhoneNumber[] }) {
  const { t, i18n } = useLingui();
  const params = COMMAND_PARAMS[command] ?? [];
  const has = (name: (typeof params)[number]) => params.includes(name);
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {COMMAND_HELP[command] ? i18n._(COMMAND_HELP[command]) : null}
      </Text>
      {has('from') ? <DateField name="from" label={t`From`} helperText={t`Leave empty for no start date.`} /> : null}
      {has('to') ? <DateField name="to" label={t`To`} helperText={t`Leave empty for no end date.`} /> : null}
      {has('include_logs') ? <SwitchField name="include_logs" label={t`Include logs`} /> : null}
      {has('include_telemetry') ? <SwitchField name="include_telemetry" label={t`Include telemetry`} /> : null}
      {has('enabled') ? <SwitchField name="enabled" label={t`Auto response on`} /> : null}
      {has('message') ? <TextareaField name="message" label={t`Reply message`} rows={2} /> : null}
      {has('allowed') ? <SwitchField name="allowed" label={t`Allowed`} /> : null}
      {has('valid_for_minutes') ? (
        <NumberField
          name="valid_for_minutes"
          label={t`Allowed for (minutes)`}
          min={1}
          step={1}
          helperText={t`Leave empty for no time limit.`}
        />
      ) : null}
      {has('phone_number') ? (
        <SelectField
          name="phone_number"
          label={t`Phone number`}
          placeholder={t`The device's default number`}
          options={phoneNumbers.flatMap((entry) => {
            const number = entry.phone_number;
            const slot = entry.slot_index + 1;
            return number ? [{ value: number, label: t`${number} (SIM ${slot})` }] : [];
          })}
        />
      ) : null}
    </>
  );
}
