import type { Device } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useCan } from '@/auth/use-profile';
import { ConfirmButton } from '@/components/confirm-dialog';
import { notifySuccess } from '@/lib/notify';
import { useDeviceMutations } from '../api/use-device-mutations';

/** Deactivate (DELETE devices/{ref}) after a confirmation that names the device; hidden when not allowed or already deactivated. */
export function DeactivateButton({ client, device }: { client: string; device: Device }) {
  const { t } = useLingui();
  const allowed = useCan('deactivateDevice');
  const { deactivate } = useDeviceMutations(client, device.device_reference, device.device_user_reference);
  if (!allowed || device.is_deactivated) return null;
  const reference = device.device_reference;
  return (
    <ConfirmButton
      label={t`Deactivate`}
      title={t`Deactivate device ${reference}?`}
      description={t`The device stops capturing and uploading until it signs in again. Its payloads are kept.`}
      confirmLabel={t`Deactivate`}
      onConfirm={async () => {
        await deactivate.mutateAsync({ client, deviceReference: reference });
        notifySuccess(t`Device deactivated`, reference);
      }}
    />
  );
}
