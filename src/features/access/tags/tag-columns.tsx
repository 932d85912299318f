import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TagDefinition } from '@generated/admin/model';
import type { Column } from '@/components/data-table/columns';
import { MissingValue } from '@/components/missing-value';
import { RowActions } from '../parts/row-actions';
import { YesNo } from '../parts/yes-no';

interface TagColumnsOptions {
  editHref: (tag: TagDefinition) => string;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (tag: TagDefinition) => Promise<unknown>;
}

/** The columns of the tag definitions table: key, values (or any), required, default, actions. */
export function useTagColumns({ editHref, canEdit, canDelete, onDelete }: TagColumnsOptions): Column<TagDefinition>[] {
  const { t } = useLingui();
  return useMemo(() => {
    const anyValue = t`Any value`;
    const columns: Column<TagDefinition>[] = [
      {
        id: 'key',
        header: t`Key`,
        primary: true,
        width: '12rem',
        cell: (tag) => tag.tag_key,
        csv: (tag) => tag.tag_key,
        sortValue: (tag) => tag.tag_key.toLowerCase(),
      },
      {
        id: 'values',
        header: t`Values`,
        width: '20rem',
        cell: (tag) =>
          tag.tag_values === null ? (
            <Text as="span" color="fg.muted" fontStyle="italic">
              {anyValue}
            </Text>
          ) : (
            <Text as="span" truncate title={tag.tag_values.join(', ')}>
              {tag.tag_values.join(', ')}
            </Text>
          ),
        csv: (tag) => (tag.tag_values === null ? anyValue : tag.tag_values.join('; ')),
      },
      {
        id: 'required',
        header: t`Required`,
        width: '7rem',
        cell: (tag) => <YesNo value={tag.is_required} />,
        csv: (tag) => (tag.is_required ? t`Yes` : t`No`),
        sortValue: (tag) => tag.is_required,
      },
      {
        id: 'default',
        header: t`Default`,
        width: '10rem',
        cell: (tag) => tag.default_value ?? <MissingValue />,
        csv: (tag) => tag.default_value ?? '',
        sortValue: (tag) => tag.default_value ?? '',
      },
      {
        id: 'actions',
        header: t`Actions`,
        width: '11rem',
        align: 'end',
        cell: (tag) => {
          const tagKey = tag.tag_key;
          return (
            <RowActions
              editHref={editHref(tag)}
              canEdit={canEdit}
              editName={t`Edit tag ${tagKey}`}
              viewName={t`View tag ${tagKey}`}
              deletion={
                canDelete
                  ? {
                      name: t`Delete tag ${tagKey}`,
                      title: t`Delete tag ${tagKey}?`,
                      description: t`The tag is also removed from every group that carries it. This cannot be undone.`,
                      onConfirm: () => onDelete(tag),
                    }
                  : undefined
              }
            />
          );
        },
      },
    ];
    return columns;
  }, [t, editHref, canEdit, canDelete, onDelete]);
}
