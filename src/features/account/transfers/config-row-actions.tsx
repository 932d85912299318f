import { IconButton } from '@chakra-ui/react';
import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faPlay } from '@fortawesome/free-solid-svg-icons/faPlay';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import type { TransferConfig } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { href } from '@/lib/paths';
import { notifySuccess } from '@/lib/notify';
import { useConfigMutations } from './use-config-mutations';

export interface ConfigActions {
  onEdit: (config: TransferConfig) => void;
  runDenied?: string | undefined;
  editDenied?: string | undefined;
  deleteDenied?: string | undefined;
}

/** Run now, Edit and Delete for one configuration; Run and Delete ask first, naming it. */
export function ConfigRowActions({ config, actions }: { config: TransferConfig; actions: ConfigActions }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { run, remove } = useConfigMutations();
  const reference = config.transfer_config_reference;
  return (
    <>
      <ConfirmButton
        tone="primary"
        label={<Icon icon={faPlay} />}
        buttonProps={{
          size: 'xs',
          px: '0',
          disabled: Boolean(actions.runDenied),
          title: actions.runDenied ?? t`Run ${reference} now`,
          'aria-label': t`Run ${reference} now`,
        }}
        title={t`Run ${reference} now?`}
        description={t`A transfer starts at once, outside the schedule (also when the configuration is inactive).`}
        confirmLabel={t`Run now`}
        onConfirm={async () => {
          const transfer = await run.mutateAsync({ transferConfigReference: reference });
          notifySuccess(t`Transfer ${reference} started`);
          void navigate(href.transfer(transfer.transfer_id));
        }}
      />
      <IconButton
        size="xs"
        variant="outline"
        onClick={() => actions.onEdit(config)}
        disabled={Boolean(actions.editDenied)}
        title={actions.editDenied ?? t`Edit ${reference}`}
        aria-label={t`Edit ${reference}`}
      >
        <Icon icon={faPen} />
      </IconButton>
      <ConfirmButton
        label={<Icon icon={faTrash} />}
        buttonProps={{
          size: 'xs',
          px: '0',
          disabled: Boolean(actions.deleteDenied),
          title: actions.deleteDenied ?? t`Delete ${reference}`,
          'aria-label': t`Delete ${reference}`,
        }}
        title={t`Delete transfer configuration ${reference}?`}
        description={t`It will not run again. Past transfers of this configuration are kept.`}
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          await remove.mutateAsync({ transferConfigReference: reference });
          notifySuccess(t`Transfer configuration ${reference} deleted`);
        }}
      />
    </>
  );
}
