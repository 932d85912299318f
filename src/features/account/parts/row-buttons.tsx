import { IconButton, type ButtonProps } from '@chakra-ui/react';
import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import { useLingui } from '@lingui/react/macro';
import { ConfirmButton } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';

/** An icon-only ConfirmButton of a table row: named by `label`, disabled with the reason when `denied`. */
export const iconConfirmProps = (label: string, denied: string | undefined): ButtonProps => ({
  size: 'xs',
  px: '0',
  disabled: Boolean(denied),
  title: denied ?? label,
  'aria-label': label,
});

interface EditButtonProps {
  /** Names the record, e.g. t`Edit ${reference}`. */
  label: string;
  /** Why editing is not allowed, when it is not. */
  denied: string | undefined;
  onClick: () => void;
}

/** The pen button opening a row's edit dialog. */
export function EditButton({ label, denied, onClick }: EditButtonProps) {
  return (
    <IconButton size="xs" variant="outline" onClick={onClick} disabled={Boolean(denied)} title={denied ?? label} aria-label={label}>
      <Icon icon={faPen} />
    </IconButton>
  );
}

interface DeleteButtonProps {
  /** Names the record, e.g. t`Delete ${reference}`. */
  label: string;
  denied: string | undefined;
  /** The question asked first, naming the record. */
  title: string;
  /** What deleting means. */
  description: string;
  onConfirm: () => Promise<void>;
}

/** The bin button of a row: asks first, then deletes. */
export function DeleteButton({ label, denied, title, description, onConfirm }: DeleteButtonProps) {
  const { t } = useLingui();
  return (
    <ConfirmButton
      label={<Icon icon={faTrash} />}
      buttonProps={iconConfirmProps(label, denied)}
      title={title}
      description={description}
      confirmLabel={t`Delete`}
      onConfirm={onConfirm}
    />
  );
}
