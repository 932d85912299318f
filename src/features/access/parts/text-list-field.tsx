import { Button, Field, Fieldset, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form/field-shell';
import { useRenderedField } from '@/components/form/form-context';
import { Icon } from '@/components/icon';

interface TextListFieldProps {
  /** Path of a string array in the form. */
  name: string;
  /** Legend of the list (translated). */
  label: string;
  /** Accessible name of entry n (1-based). */
  itemLabel: (position: number) => string;
  addLabel: string;
  helperText?: ReactNode;
  /** Shown when the list is empty. */
  emptyText?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  maxItems?: number;
}

interface ItemProps {
  name: string;
  value: string;
  label: string;
  removeLabel: string;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onRemove: () => void;
  onBlur: () => void;
}

function ListItem({ name, value, label, removeLabel, placeholder, disabled, inputRef, onChange, onRemove, onBlur }: ItemProps) {
  useRenderedField(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <HStack gap="2" width="full">
        <Input
          ref={inputRef}
          size="sm"
          aria-label={label}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
        {disabled ? null : (
          <IconButton size="sm" variant="ghost" aria-label={removeLabel} onClick={onRemove}>
            <Icon icon={faXmark} />
          </IconButton>
        )}
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A list of short texts (tag values, CIDR ranges) bound to a string array of the form: one box per entry, add and remove. */
export function TextListField({
  name,
  label,
  itemLabel,
  addLabel,
  helperText,
  emptyText,
  placeholder,
  disabled,
  maxItems,
}: TextListFieldProps) {
  const { t } = useLingui();
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  useRenderedField(name);
  const error = useFieldError(name);
  const values = Array.isArray(field.value) ? (field.value as string[]) : [];
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    inputs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const change = (next: string[]) => field.onChange(next);
  const add = () => {
    focusIndex.current = values.length;
    change([...values, '']);
  };

  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {helperText ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      <Stack gap="2" mt="1">
        {values.length === 0 && emptyText ? (
          <Text fontSize="sm" color="fg.muted">
            {emptyText}
          </Text>
        ) : null}
        {values.map((value, index) => {
          const position = index + 1;
          return (
            <ListItem
              // Entries have no identity of their own; the position is what the form's paths use too.
              key={index}
              name={`${name}.${index}`}
              value={value}
              label={itemLabel(position)}
              removeLabel={value ? t`Remove ${value}` : t`Remove entry ${position}`}
              placeholder={placeholder}
              disabled={disabled}
              inputRef={(element) => {
                inputs.current[index] = element;
                if (index === 0) field.ref(element);
              }}
              onChange={(text) => change(values.map((old, at) => (at === index ? text : old)))}
              onRemove={() => {
                focusIndex.current = Math.min(index, values.length - 2);
                change(values.filter((_, at) => at !== index));
              }}
              onBlur={field.onBlur}
            />
          );
        })}
        {disabled ? null : (
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-start"
            onClick={add}
            disabled={maxItems !== undefined && values.length >= maxItems}
          >
            <Icon icon={faPlus} />
            {addLabel}
          </Button>
        )}
      </Stack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
