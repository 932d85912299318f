import { faRotateRight } from '@fortawesome/free-solid-svg-icons/faRotateRight';
import type { Transfer } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmButton } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { notifySuccess } from '@/lib/notify';
import { useAllowed } from '../common/use-allowed';
import { useRerunTransferMutation } from './use-transfer-mutations';

/** "Run again" for one transfer, after a confirmation that names its configuration and period. */
export function RerunButton({ transfer, size = 'xs', iconOnly = false }: { transfer: Transfer; size?: 'xs' | 'sm'; iconOnly?: boolean }) {
  const { t } = useLingui();
  const rerun = useRerunTransferMutation();
  const { allowed, reason } = useAllowed('rerunTransfer');
  const config = transfer.transfer_config_reference;
  const running = transfer.transfer_state === 'InProgress';
  return (
    <ConfirmButton
      tone="primary"
      label={
        <>
          <Icon icon={faRotateRight} />
          {iconOnly ? null : <Trans>Run again</Trans>}
        </>
      }
      buttonProps={{
        size,
        px: iconOnly ? '0' : undefined,
        disabled: !allowed || running,
        title: reason ?? (running ? t`The transfer is running now.` : t`Run transfer ${config} again`),
        'aria-label': iconOnly ? t`Run transfer ${config} again` : undefined,
      }}
      title={t`Run transfer ${config} again?`}
      description={t`The payloads of this transfer's period are copied to the destination again.`}
      confirmLabel={t`Run again`}
      onConfirm={async () => {
        await rerun.mutateAsync({ transferId: transfer.transfer_id });
        notifySuccess(t`Transfer ${config} started again`);
      }}
    />
  );
}
