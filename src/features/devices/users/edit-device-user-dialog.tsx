import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { DeviceUser } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { Form } from '@/components/form/form';
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
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{t`Edit ${reference}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{open ? <EditForm client={client} user={user} onDone={() => onOpenChange(false)} /> : null}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EditForm({ client, user, onDone }: { client: string; user: DeviceUser; onDone: () => void }) {
  const { t } = useLingui();
  const { update } = useDeviceUserMutations(client);
  const form = useZodForm(updateDeviceUserSchema, { defaultValues: editValues(user) });
  const save = async (values: z.output<typeof updateDeviceUserSchema>) => {
    await update.mutateAsync({ client, deviceUserReference: user.device_user_reference, data: values });
    notifySuccess(t`Device user saved`, user.device_user_reference);
    onDone();
  };
  return (
    <Form form={form} onSubmit={save} onCancel={onDone} label={t`Edit device user`}>
      <DeviceUserFields currentGroup={user.group} />
    </Form>
  );
}
