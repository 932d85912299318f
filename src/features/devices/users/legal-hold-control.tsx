import { Badge } from '@chakra-ui/react';
import { usePutLegalHold, useReleaseLegalHold } from '@generated/client/hooks/legal-holds/legal-holds';
import { useLingui } from '@lingui/react/macro';
import { usePermission } from '@/auth/use-permission';
import { ConfirmButton } from '@/components/confirm-dialog';
import { notifySuccess } from '@/lib/notify';

/** "On legal hold" beside the title, when a hold is active. */
export function LegalHoldBadge({ active }: { active: boolean }) {
  const { t } = useLingui();
  if (!active) return null;
  return (
    <Badge colorPalette="purple" variant="solid" title={t`Retention does not delete this user's records while the hold is on.`}>
      {t`On legal hold`}
    </Badge>
  );
}

/** Place (PUT) or release (DELETE) the legal hold on a device user, each after a confirmation naming them. */
export function LegalHoldControl({ reference, name, active }: { reference: string; name: string; active: boolean }) {
  const { t } = useLingui();
  const canPlace = usePermission('putLegalHold').allowed;
  const canRelease = usePermission('releaseLegalHold').allowed;
  const place = usePutLegalHold();
  const release = useReleaseLegalHold();
  if (active && canRelease)
    return (
      <ConfirmButton
        label={t`Release legal hold`}
        title={t`Release the legal hold on ${name}?`}
        description={t`Retention applies again to this user's records, so they may be deleted when their retention period ends.`}
        confirmLabel={t`Release hold`}
        onConfirm={async () => {
          await release.mutateAsync({ targetType: 'DeviceUser', target: reference });
          notifySuccess(t`Legal hold released`, name);
        }}
      />
    );
  if (!active && canPlace)
    return (
      <ConfirmButton
        tone="primary"
        label={t`Place legal hold`}
        title={t`Place a legal hold on ${name}?`}
        description={t`While the hold is on, retention does not delete or destroy this user's records.`}
        confirmLabel={t`Place hold`}
        onConfirm={async () => {
          await place.mutateAsync({ targetType: 'DeviceUser', target: reference, data: { target: reference, target_type: 'DeviceUser' } });
          notifySuccess(t`Legal hold placed`, name);
        }}
      />
    );
  return null;
}
