import type { Device } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { SelectField } from '@/components/form/choice-fields';
import { DialogForm } from '@/components/form/dialog-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { notifySuccess } from '@/lib/notify';
import { useDeviceMutations } from '../api/use-device-mutations';
import { COMMAND_FORM_DEFAULTS, commandFormSchema, commandRequest, type CommandFormValues } from '../model/command-form';
import { COMMANDS } from '../model/labels';
import { useLabels } from '../parts/use-labels';
import { CommandFields } from './command-fields';

interface SendCommandDialogProps {
  client: string;
  device: Device;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Send one of the eight device commands, with its parameters (POST devices/{ref}/commands). */
export function SendCommandDialog({ client, device, open, onOpenChange }: SendCommandDialogProps) {
  const { t } = useLingui();
  const reference = device.device_reference;
  return (
    <FormDialog open={open} onClose={() => onOpenChange(false)} title={t`Send a command to ${reference}`}>
      <SendCommandForm client={client} device={device} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function SendCommandForm({ client, device, onDone }: { client: string; device: Device; onDone: () => void }) {
  const { t } = useLingui();
  const labels = useLabels();
  const schema = useMemo(() => commandFormSchema(t`The start date is after the end date.`), [t]);
  const form = useZodForm(schema, { defaultValues: COMMAND_FORM_DEFAULTS });
  const command = useWatch({ control: form.control, name: 'command' }) ?? 'sync_data';
  const { sendCommand } = useDeviceMutations();
  const send = async (values: CommandFormValues) => {
    await sendCommand.mutateAsync({ client, deviceReference: device.device_reference, data: commandRequest(values) });
    const commandLabel = labels.command(values.command);
    const reference = device.device_reference;
    notifySuccess(t`Command sent`, t`${commandLabel} was sent to ${reference}.`);
  };
  return (
    <DialogForm form={form} onSubmit={send} submitLabel={t`Send command`} onDone={onDone} label={t`Send a command`}>
      <SelectField
        name="command"
        label={t`Command`}
        required
        options={COMMANDS.map((name) => ({ value: name, label: labels.command(name) }))}
      />
      <CommandFields command={command} phoneNumbers={device.phone_numbers} />
    </DialogForm>
  );
}
