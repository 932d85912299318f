import { Badge, Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TagDefinition } from '@generated/admin/model';
import { SelectField } from '@/components/form/choice-fields';
import { useFieldError } from '@/components/form/field-shell';
import { useRenderedField } from '@/components/form/form-context';
import { TextField } from '@/components/form/text-fields';
import { Icon } from '@/components/icon';
import type { GroupFormValues } from '../model/group-form';

interface GroupTagRowProps {
  index: number;
  /** The definition of the tag's key; undefined when the key has none. */
  definition: TagDefinition | undefined;
  disabled: boolean;
  onRemove: () => void;
}

/** One tag of a group: its key as the label, its value from the definition's list (or free text), and Remove. */
export function GroupTagRow({ index, definition, disabled, onRemove }: GroupTagRowProps) {
  const { t } = useLingui();
  const { control } = useFormContext<GroupFormValues>();
  const key = useWatch({ control, name: `tags.${index}.tag_key` });
  const value = useWatch({ control, name: `tags.${index}.tag_value` });
  useRenderedField(`tags.${index}.tag_key`);
  const keyError = useFieldError(`tags.${index}.tag_key`);
  const name = `tags.${index}.tag_value`;
  const required = definition?.is_required ?? false;
  const listed = definition?.tag_values;
  // A value the definition no longer lists stays visible, so the error beside it makes sense.
  const options = listed
    ? [...listed, ...(value && !listed.includes(value) ? [value] : [])].map((option) => ({ value: option, label: option }))
    : [];

  return (
    <HStack align="flex-start" gap="2" borderWidth="1px" rounded="md" p="3">
      <Box flex="1" minW="0">
        {listed ? (
          <SelectField name={name} label={key} options={options} disabled={disabled} />
        ) : (
          <TextField name={name} label={key} disabled={disabled} helperText={definition ? t`Any value` : undefined} />
        )}
        {keyError ? (
          <Text color="fg.error" fontSize="sm" mt="1">
            {keyError}
          </Text>
        ) : null}
      </Box>
      <HStack gap="1" pt="7">
        {required ? (
          <Badge colorPalette="purple" variant="subtle">
            {t`Required`}
          </Badge>
        ) : null}
        {disabled ? null : (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t`Remove tag ${key}`}
            title={required ? t`Required tags cannot be removed` : undefined}
            disabled={required}
            onClick={onRemove}
          >
            <Icon icon={faXmark} />
          </IconButton>
        )}
      </HStack>
    </HStack>
  );
}
