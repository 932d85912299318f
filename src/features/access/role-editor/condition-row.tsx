import { Box, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { useLingui } from '@lingui/react/macro';
import { SwitchField } from '@/components/form/choice-fields';
import { useFieldError } from '@/components/form/field-shell';
import { TextField } from '@/components/form/text-fields';
import { Icon } from '@/components/icon';

interface ConditionRowProps {
  /** Path of the condition, e.g. 'permissions.0.conditions.1'. */
  name: string;
  /** 1-based, for labels. */
  position: number;
  disabled: boolean;
  onRemove: () => void;
}

/** One group condition: matchers on the group name, a tag key and a tag value; regex and exclude switches. */
export function ConditionRow({ name, position, disabled, onRemove }: ConditionRowProps) {
  const { t } = useLingui();
  // "At least one property" is checked on the condition as a whole.
  const error = useFieldError(name);
  return (
    <Box as="fieldset" borderWidth="1px" borderStyle="dashed" rounded="md" p="3" aria-label={t`Condition ${position}`}>
      <HStack justify="space-between" mb="2">
        <Text fontSize="sm" fontWeight="medium">
          {t`Condition ${position}`}
        </Text>
        {disabled ? null : (
          <IconButton size="xs" variant="ghost" aria-label={t`Remove condition ${position}`} onClick={onRemove}>
            <Icon icon={faXmark} />
          </IconButton>
        )}
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name={`${name}.names_matching`} label={t`Group name matches`} placeholder={t`London*`} disabled={disabled} />
        <TextField name={`${name}.keys_matching`} label={t`Tag key matches`} placeholder="risk_level" disabled={disabled} />
        <TextField name={`${name}.values_matching`} label={t`Tag value matches`} placeholder="high" disabled={disabled} />
      </SimpleGrid>
      <HStack gap="6" mt="3" wrap="wrap">
        <SwitchField name={`${name}.is_regex`} label={t`Regular expressions`} disabled={disabled} />
        <SwitchField name={`${name}.is_denied`} label={t`Exclude matching groups`} disabled={disabled} />
      </HStack>
      {error ? (
        <Text color="fg.error" fontSize="sm" mt="2" role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
