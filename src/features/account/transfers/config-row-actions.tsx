import { faPlay } from '@fortawesome/free-solid-svg-icons/faPlay';
import type { TransferConfig } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { href } from '@/lib/paths';
import { notifySuccess } from '@/lib/notify';
import { DeleteButton, EditButton, iconConfirmProps } from '../parts/row-buttons';
import { useConfigMutations } from './use-config-mutations';

export interface ConfigActions {
  /** Opens the editor of the configuration of this reference. */
  onEdit: (reference: string) => void;
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
        buttonProps={iconConfirmProps(t`Run ${reference} now`, actions.runDenied)}
        title={t`Run ${reference} now?`}
        description={t`A transfer starts at once, outside the schedule (also when the configuration is inactive).`}
        confirmLabel={t`Run now`}
        onConfirm={async () => {
          const transfer = await run.mutateAsync({ transferConfigReference: reference });
          notifySuccess(t`Transfer ${reference} started`);
          void navigate(href.transfer(transfer.transfer_id));
        }}
      />
      <EditButton label={t`Edit ${reference}`} denied={actions.editDenied} onClick={() => actions.onEdit(reference)} />
      <DeleteButton
        label={t`Delete ${reference}`}
        denied={actions.deleteDenied}
        title={t`Delete transfer configuration ${reference}?`}
        description={t`It will not run again. Past transfers of this configuration are kept.`}
        onConfirm={async () => {
          await remove.mutateAsync({ transferConfigReference: reference });
          notifySuccess(t`Transfer configuration ${reference} deleted`);
        }}
      />
    </>
  );
}
