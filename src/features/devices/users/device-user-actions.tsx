import { Button } from '@chakra-ui/react';
import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faUserCheck } from '@fortawesome/free-solid-svg-icons/faUserCheck';
import type { DeviceUser } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { usePermission } from '@/auth/use-permission';
import { ConfirmButton } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { notifySuccess } from '@/lib/notify';
import { useDeviceUserMutations } from '../api/use-device-user-mutations';
import { editValues } from '../model/device-user-form';
import { GuardedButton } from '@/components/guarded-button';
import { CreateDeviceUserDialog } from './create-device-user-dialog';
import { EditDeviceUserDialog } from './edit-device-user-dialog';
import { LegalHoldControl } from './legal-hold-control';

interface DeviceUserActionsProps {
  client: string;
  user: DeviceUser;
  name: string;
  onHold: boolean;
  holdKnown: boolean;
}

/** Edit, onboard again, legal hold and offboard, each as the profile allows. */
export function DeviceUserActions({ client, user, name, onHold, holdKnown }: DeviceUserActionsProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [onboarding, setOnboarding] = useState(false);
  const can = {
    update: usePermission('updateDeviceUser').allowed,
    offboard: usePermission('offboardDeviceUser').allowed,
    create: usePermission('createDeviceUser').allowed,
  };
  const { offboard } = useDeviceUserMutations();
  const reference = user.device_user_reference;
  const editReason = !can.update
    ? t`Your roles do not allow editing device users.`
    : !user.is_active
      ? t`An offboarded user cannot be edited; onboard them again first.`
      : undefined;
  return (
    <>
      <GuardedButton size="sm" variant="outline" reason={editReason} onClick={() => setEditing(true)}>
        <Icon icon={faPen} />
        <Trans>Edit</Trans>
      </GuardedButton>
      {!user.is_active && can.create ? (
        <Button size="sm" variant="outline" onClick={() => setOnboarding(true)}>
          <Icon icon={faUserCheck} />
          <Trans>Onboard again</Trans>
        </Button>
      ) : null}
      {holdKnown ? <LegalHoldControl reference={reference} name={name} active={onHold} /> : null}
      {user.is_active && can.offboard ? (
        <ConfirmButton
          label={t`Offboard`}
          title={t`Offboard ${name} (${reference})?`}
          description={t`Their devices stop capturing and their licences are freed. Their records are kept under the retention policy.`}
          confirmLabel={t`Offboard`}
          onConfirm={async () => {
            await offboard.mutateAsync({ client, deviceUserReference: reference });
            notifySuccess(t`Device user offboarded`, reference);
          }}
        />
      ) : null}
      <EditDeviceUserDialog client={client} user={user} open={editing} onOpenChange={setEditing} />
      <CreateDeviceUserDialog
        open={onboarding}
        onOpenChange={setOnboarding}
        initial={{ ...editValues(user), device_user_reference: reference }}
      />
    </>
  );
}
