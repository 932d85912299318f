import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useSession } from '@/auth/use-session';
import { FormDialog } from '@/components/form-dialog';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { href } from '@/lib/paths';
import { notifySuccess } from '@/lib/notify';
import { useDeviceUserMutations } from '../api/use-device-user-mutations';
import {
  createBody,
  createDeviceUserSchema,
  NEW_DEVICE_USER,
  type CreateDeviceUserInput,
  type CreateDeviceUserValues,
} from '../model/device-user-form';
import { DeviceUserFields } from './device-user-fields';

interface CreateDeviceUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starting values, e.g. an offboarded user to onboard again. */
  initial?: CreateDeviceUserInput;
}

/** Onboard a device user (POST users/{ref}); opens the new user's page when saved. */
export function CreateDeviceUserDialog({ open, onOpenChange, initial }: CreateDeviceUserDialogProps) {
  const { t } = useLingui();
  const reference = initial?.device_user_reference;
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={initial ? t`Onboard ${reference} again` : t`Onboard a device user`}
      size="lg"
    >
      <CreateDeviceUserForm initial={initial} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CreateDeviceUserForm({ initial, onDone }: { initial?: CreateDeviceUserInput | undefined; onDone: () => void }) {
  const { t } = useLingui();
  const { client } = useSession();
  const navigate = useNavigate();
  const { create } = useDeviceUserMutations();
  const form = useZodForm(createDeviceUserSchema, { defaultValues: initial ?? NEW_DEVICE_USER });
  const save = async (values: CreateDeviceUserValues) => {
    const reference = values.device_user_reference;
    await create.mutateAsync({ client, deviceUserReference: reference, data: createBody(values) });
    notifySuccess(t`Device user onboarded`, reference);
    onDone();
    void navigate(href.deviceUser(reference));
  };
  return (
    <Form form={form} onSubmit={save} submitLabel={t`Onboard`} onCancel={onDone} label={t`Onboard a device user`} resetOnSuccess={false}>
      <TextField
        name="device_user_reference"
        label={t`Reference`}
        required
        helperText={t`3 to 60 characters; it cannot be changed later.`}
        inputProps={{ readOnly: Boolean(initial) }}
      />
      <DeviceUserFields currentGroup={initial?.group} />
    </Form>
  );
}
