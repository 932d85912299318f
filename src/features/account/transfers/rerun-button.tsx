import { faRotateRight } from '@fortawesome/free-solid-svg-icons/faRotateRight';
import { useRerunTransfer } from '@generated/client/hooks/transfers/transfers';
import type { Transfer } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { notifySuccess } from '@/lib/notify';
import { href } from '@/lib/paths';
import { usePermission } from '@/auth/use-permission';
import { isRunningTransfer } from './transfer-state';

/** "Run again" for one transfer, after a confirmation that names its configuration; then opens the new run. */
export function RerunButton({ transfer, size = 'xs', iconOnly = false }: { transfer: Transfer; size?: 'xs' | 'sm'; iconOnly?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const rerun = useRerunTransfer();
  const { allowed, reason } = usePermission('rerunTransfer');
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
