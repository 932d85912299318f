import { faRotateRight } from '@fortawesome/free-solid-svg-icons/faRotateRight';
import type { Transfer } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { notifySuccess } from '@/lib/notify';
import { href } from '@/lib/paths';
import { useAllowed } from '../common/use-allowed';
import { isRunningTransfer } from './transfer-state';
import { useRerunTransferMutation } from './use-transfer-mutations';

/** "Run again" for one transfer, after a confirmation that names its configuration; then opens the new run. */
export function RerunButton({ transfer, size = 'xs', iconOnly = false }: { transfer: Transfer; size?: 'xs' | 'sm'; iconOnly?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const rerun = useRerunTransferMutation();
  const { allowed, reason } = useAllowed('rerunTransfer');
  const config = transfer.transfer_config_reference;
  const running = isRunningTransfer(transfer);
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
        title: reason ?? (running ? t`The transfer is waiting or running now.` : t`Run transfer ${config} again`),
        'aria-label': iconOnly ? t`Run transfer ${config} again` : undefined,
      }}
      title={t`Run transfer ${config} again?`}
      description={t`A new transfer copies the files this one did not copy (every file, when it succeeded) to the destination again.`}
      confirmLabel={t`Run again`}
      onConfirm={async () => {
        const run = await rerun.mutateAsync({ transferId: transfer.transfer_id });
        notifySuccess(t`Transfer ${config} started again`);
        void navigate(href.transfer(run.transfer_id));
      }}
    />
  );
}
