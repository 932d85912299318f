import { Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ConfirmButton } from '@/components/confirm-dialog';

interface RowActionsProps {
  /** The row's editor (a drawer or dialog kept in the URL). */
  editHref: string;
  /** Edit when allowed, otherwise View (the editor opens read only). */
  canEdit: boolean;
  /** Names of the two links for screen readers, e.g. "Edit group north". */
  editName: string;
  viewName: string;
  /** Delete is offered only when allowed, after a confirmation naming the record. */
  deletion?: { name: string; title: string; description: string; onConfirm: () => Promise<unknown> } | undefined;
}

/** The last column of the groups and tags tables: Edit (or View) and Delete. */
export function RowActions({ editHref, canEdit, editName, viewName, deletion }: RowActionsProps) {
  const { t } = useLingui();
  return (
    <HStack gap="1" justify="flex-end">
      <Button asChild size="xs" variant="ghost">
        <Link to={editHref} aria-label={canEdit ? editName : viewName}>
          {canEdit ? t`Edit` : t`View`}
        </Link>
      </Button>
      {deletion ? (
        <ConfirmButton
          label={t`Delete`}
          buttonProps={{ size: 'xs', variant: 'ghost', 'aria-label': deletion.name }}
          title={deletion.title}
          description={deletion.description}
          confirmLabel={t`Delete`}
          onConfirm={deletion.onConfirm}
        />
      ) : null}
    </HStack>
  );
}
