import { Button, Fieldset, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Group, TagDefinition } from '@generated/admin/model';
import { putGroupBodyTagsMax } from '@generated/admin/zod/access/access';
import { useFieldError } from '@/components/form/field-shell';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { Icon } from '@/components/icon';
import { notifySuccess } from '@/lib/notify';
import { useGroupMutations } from '../api/use-group-mutations';
import {
  defaultTag,
  groupFormSchema,
  groupFormValues,
  unusedDefinitions,
  type GroupFormOutput,
  type GroupFormValues,
} from '../model/group-form';
import { GroupTagRow } from './group-tag-row';

interface GroupFormProps {
  group?: Group | undefined;
  definitions: readonly TagDefinition[];
  takenReferences: readonly string[];
  disabledReason?: string | undefined;
  onDone: (group: Group) => void;
  onCancel: () => void;
}

interface TagListProps {
  definitions: readonly TagDefinition[];
  disabled: boolean;
}

/** The group's tags (inside the form): one row per tag, then "Add tag" with the definitions not yet used. */
function TagList({ definitions, disabled }: TagListProps) {
  const { t } = useLingui();
  const { control } = useFormContext<GroupFormValues>();
  const tags = useFieldArray({ control, name: 'tags' });
  const current = useWatch({ control, name: 'tags' });
  const byKey = useMemo(() => new Map(definitions.map((definition) => [definition.tag_key, definition])), [definitions]);
  const addable = unusedDefinitions(definitions, current);
  const [adding, setAdding] = useState('');
  const tagsError = useFieldError('tags');
  const count = current.length;
  const max = putGroupBodyTagsMax;
  const full = count >= max;

  const add = () => {
    const definition = byKey.get(adding) ?? addable[0];
    if (!definition) return;
    tags.append(defaultTag(definition));
    setAdding('');
  };

  return (
    <>
      <Fieldset.Root invalid={Boolean(tagsError)}>
        <Fieldset.Legend>
          <Trans>Tags</Trans>
        </Fieldset.Legend>
        <Fieldset.HelperText>
          <Trans>
            {count} of {max} tags. Required tags are on every group.
          </Trans>
        </Fieldset.HelperText>
        <Stack gap="2" mt="2">
          {tags.fields.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <Trans>No tags.</Trans>
            </Text>
          ) : null}
          {tags.fields.map((field, index) => (
            <GroupTagRow
              key={field.id}
              index={index}
              definition={byKey.get(current[index]?.tag_key ?? field.tag_key)}
              disabled={disabled}
              onRemove={() => tags.remove(index)}
            />
          ))}
        </Stack>
        <Fieldset.ErrorText>{tagsError}</Fieldset.ErrorText>
      </Fieldset.Root>
      {disabled || addable.length === 0 ? null : (
        <HStack gap="2" align="flex-end">
          <NativeSelect.Root size="sm" maxW="xs">
            <NativeSelect.Field
              aria-label={t`Tag to add`}
              value={adding || addable[0]?.tag_key}
              onChange={(event) => setAdding(event.currentTarget.value)}
            >
              {addable.map((definition) => (
                <option key={definition.tag_key} value={definition.tag_key}>
                  {definition.tag_key}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            variant="outline"
            onClick={add}
            disabled={full}
            title={full ? t`A group can have at most ${max} tags.` : undefined}
          >
            <Icon icon={faPlus} />
            <Trans>Add tag</Trans>
          </Button>
        </HStack>
      )}
    </>
  );
}

/** Create a group or replace its tags (PUT groups/{group_reference}); required tags start with their default value. */
export function GroupForm({ group, definitions, takenReferences, disabledReason, onDone, onCancel }: GroupFormProps) {
  const { t } = useLingui();
  const { client, save } = useGroupMutations();
  const schema = useMemo(
    () =>
      groupFormSchema(
        {
          duplicateReference: t`Another group has this reference.`,
          duplicateKey: t`This tag is already on the group.`,
          unknownKey: t`No tag definition has this key.`,
          valueNotAllowed: t`Pick one of the values the tag definition lists.`,
        },
        definitions,
        group ? [] : takenReferences,
      ),
    [t, definitions, group, takenReferences],
  );
  const form = useZodForm(schema, { defaultValues: groupFormValues(definitions, group) });
  const groupReference = group?.group_reference ?? '';

  const submit = async ({ group_reference: reference, ...data }: GroupFormOutput) => {
    const saved = await save.mutateAsync({ client, groupReference: reference, data });
    notifySuccess(group ? t`Group ${reference} saved` : t`Group ${reference} created`);
    onDone(saved);
  };

  return (
    <Form
      form={form}
      label={group ? t`Group ${groupReference}` : t`New group`}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={group ? t`Save` : t`Create group`}
      disabledReason={disabledReason}
    >
      {group ? null : (
        <TextField
          name="group_reference"
          label={t`Group reference`}
          required
          helperText={t`2 to 255 characters, no comma, not starting with a space.`}
        />
      )}
      <TagList definitions={definitions} disabled={Boolean(disabledReason)} />
    </Form>
  );
}
