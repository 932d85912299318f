import { faLock } from '@fortawesome/free-solid-svg-icons/faLock';
import { faLockOpen } from '@fortawesome/free-solid-svg-icons/faLockOpen';
import { usePutLegalHold, useReleaseLegalHold } from '@generated/client/hooks/legal-holds/legal-holds';
import type { LegalHold } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmButton } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { notifySuccess } from '@/lib/notify';
import { usePermission } from '@/auth/use-permission';

/** Release an active hold, or place a released one again; both ask first, naming the target. */
export function HoldRowActions({ hold }: { hold: LegalHold }) {
  const { t } = useLingui();
  const place = usePutLegalHold();
  const release = useReleaseLegalHold();
  const releaseAllowed = usePermission('releaseLegalHold');
  const placeAllowed = usePermission('putLegalHold');
  const target = hold.target;
  const variables = { targetType: hold.target_type, target };
  if (hold.is_active) {
    return (
      <ConfirmButton
        label={
          <>
            <Icon icon={faLockOpen} />
            <Trans>Release</Trans>
          </>
        }
        buttonProps={{
          size: 'xs',
          disabled: !releaseAllowed.allowed,
          title: releaseAllowed.reason,
          'aria-label': t`Release legal hold on ${target}`,
        }}
        title={t`Release the legal hold on ${target}?`}
        description={t`Their records are then subject to the retention policy again.`}
        confirmLabel={t`Release`}
        onConfirm={async () => {
          await release.mutateAsync(variables);
          notifySuccess(t`Legal hold on ${target} released`);
        }}
      />
    );
  }
  return (
    <ConfirmButton
      tone="primary"
      label={
        <>
          <Icon icon={faLock} />
          <Trans>Place again</Trans>
        </>
      }
      buttonProps={{
        size: 'xs',
        disabled: !placeAllowed.allowed,
        title: placeAllowed.reason,
        'aria-label': t`Place again: legal hold on ${target}`,
      }}
      title={t`Place a legal hold on ${target} again?`}
      description={t`Their records are kept until the hold is released.`}
      confirmLabel={t`Place legal hold`}
      onConfirm={async () => {
        await place.mutateAsync({ ...variables, data: { target, target_type: hold.target_type } });
        notifySuccess(t`Legal hold placed on ${target}`);
      }}
    />
  );
}
