import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { SwitchField } from '@/components/form/choice-fields';
import { TextField } from '@/components/form/text-fields';
import { Icon } from '@/components/icon';
import { emptyCondition, type RoleFormValues } from '../model/role-form';
import { ConditionRow } from './condition-row';

interface PermissionCardProps {
  index: number;
  disabled: boolean;
  /** Removing is refused for the last permission (a role needs at least one). */
  onRemove: (() => void) | undefined;
}

/** One action permission: the action matcher, allow or deny, regex, and its group conditions (all must hold). */
export function PermissionCard({ index, disabled, onRemove }: PermissionCardProps) {
  const { t } = useLingui();
  const { control } = useFormContext<RoleFormValues>();
  const name = `permissions.${index}` as const;
  const conditions = useFieldArray({ control, name: `${name}.conditions` });
  const denied = useWatch({ control, name: `${name}.is_denied` });
  const position = index + 1;

  return (
    <Box
      as="section"
      borderWidth="1px"
      rounded="md"
      p="4"
      aria-label={t`Permission ${position}`}
      borderLeftWidth="4px"
      borderLeftColor={denied ? 'red.solid' : 'green.solid'}
    >
      <HStack justify="space-between" mb="3">
        <HStack gap="2">
          <Text fontWeight="semibold">{t`Permission ${position}`}</Text>
          <Badge colorPalette={denied ? 'red' : 'green'} variant="subtle">
            {denied ? t`Deny` : t`Allow`}
          </Badge>
        </HStack>
        {disabled ? null : (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t`Remove permission ${position}`}
            title={onRemove ? undefined : t`A role needs at least one permission.`}
            disabled={!onRemove}
            onClick={onRemove}
          >
            <Icon icon={faTrash} />
          </IconButton>
        )}
      </HStack>
      <Stack gap="3">
        <TextField
          name={`${name}.actions_matching`}
          label={t`Actions matching`}
          required
          placeholder="list*"
          helperText={t`An action (operation id) such as listPayloads; * matches any run of characters. With regular expressions on, a match anywhere counts: anchor with ^ and $.`}
          disabled={disabled}
        />
        <HStack gap="6" wrap="wrap">
          <SwitchField name={`${name}.is_regex`} label={t`Regular expression`} disabled={disabled} />
          <SwitchField name={`${name}.is_denied`} label={t`Deny (wins over any allow)`} disabled={disabled} />
        </HStack>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            <Trans>Group conditions</Trans>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {conditions.fields.length
              ? t`The permission applies to groups that meet every condition. In a condition, every matcher given must match; key and value are matched on the same tag.`
              : t`No conditions: the permission applies to every group.`}
          </Text>
          {conditions.fields.map((field, at) => (
            <ConditionRow
              key={field.id}
              name={`${name}.conditions.${at}`}
              position={at + 1}
              disabled={disabled}
              onRemove={() => conditions.remove(at)}
            />
          ))}
          {disabled ? null : (
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => conditions.append(emptyCondition())}>
              <Icon icon={faPlus} />
              <Trans>Add condition</Trans>
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
