import type { Device } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { usePermission } from '@/auth/use-permission';
import { ConfirmButton } from '@/components/confirm-dialog';
import { notifySuccess } from '@/lib/notify';
import { useDeviceMutations } from '../api/use-device-mutations';

/** Deactivate (DELETE devices/{ref}) after a confirmation that names the device; hidden when not allowed or already deactivated. */
export function DeactivateButton({ client, device }: { client: string; device: Device }) {
  const { t } = useLingui();
  const allowed = usePermission('deactivateDevice').allowed;
  const { deactivate } = useDeviceMutations();
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
