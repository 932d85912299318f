import type { DeviceUser } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { DialogForm } from '@/components/form/dialog-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { notifySuccess } from '@/lib/notify';
import { useDeviceUserMutations } from '../api/use-device-user-mutations';
import { editValues, updateDeviceUserSchema } from '../model/device-user-form';
import { DeviceUserFields } from './device-user-fields';

interface EditDeviceUserDialogProps {
  client: string;
  user: DeviceUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit a device user (PUT users/{ref}). */
export function EditDeviceUserDialog({ client, user, open, onOpenChange }: EditDeviceUserDialogProps) {
  const { t } = useLingui();
  const reference = user.device_user_reference;
  return (
    <FormDialog open={open} onClose={() => onOpenChange(false)} title={t`Edit ${reference}`} size="lg">
      <EditForm client={client} user={user} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function EditForm({ client, user, onDone }: { client: string; user: DeviceUser; onDone: () => void }) {
  const { t } = useLingui();
  const { update } = useDeviceUserMutations();
  const form = useZodForm(updateDeviceUserSchema, { defaultValues: editValues(user) });
  const save = async (values: z.output<typeof updateDeviceUserSchema>) => {
    await update.mutateAsync({ client, deviceUserReference: user.device_user_reference, data: values });
    notifySuccess(t`Device user saved`, user.device_user_reference);
  };
  return (
    <DialogForm form={form} onSubmit={save} onDone={onDone} label={t`Edit device user`}>
      <DeviceUserFields currentGroup={user.group} />
    </DialogForm>
  );
}
