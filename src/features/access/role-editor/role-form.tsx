import { Box, Button, Stack } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { useLingui } from '@lingui/react/macro';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from '@/components/form/field-shell';
import { Form } from '@/components/form/form';
import { HeadedSection } from '@/components/headed-section';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { Icon } from '@/components/icon';
import { emptyPermission, type RoleFormOutput, type RoleFormValues } from '../model/role-form';
import { AlertFields, CidrFields, PayloadTypeFields } from './access-fields';
import { PermissionCard } from './permission-card';

interface RoleFormProps {
  form: UseFormReturn<RoleFormValues, unknown, RoleFormOutput>;
  creating: boolean;
  /** Read only (a system role, or not allowed): fields disabled and Save off, with the reason. */
  disabledReason?: string | undefined;
  onSubmit: (role: RoleFormOutput) => Promise<unknown>;
  onCancel: () => void;
}

function PermissionList({ form, disabled }: { form: RoleFormProps['form']; disabled: boolean }) {
  const { t } = useLingui();
  const permissions = useFieldArray({ control: form.control, name: 'permissions' });
  const error = useFieldError('permissions');
  const single = permissions.fields.length <= 1;
  return (
    <Stack gap="3">
      {permissions.fields.map((field, index) => (
        <PermissionCard key={field.id} index={index} disabled={disabled} onRemove={single ? undefined : () => permissions.remove(index)} />
      ))}
      {error ? (
        <Box color="fg.error" fontSize="sm" role="alert">
          {error}
        </Box>
      ) : null}
      {disabled ? null : (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => permissions.append(emptyPermission())}>
          <Icon icon={faPlus} />
          {t`Add permission`}
        </Button>
      )}
    </Stack>
  );
}

/** The role editor's form: reference and description, permissions, payload types, CIDR ranges, alert permissions. */
export function RoleForm({ form, creating, disabledReason, onSubmit, onCancel }: RoleFormProps) {
  const { t } = useLingui();
  const disabled = Boolean(disabledReason);
  return (
    <Form
      form={form}
      label={t`Role`}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={creating ? t`Create role` : t`Save`}
      disabledReason={disabledReason}
    >
      <Stack gap="4">
        {creating ? (
          <TextField
            name="role_reference"
            label={t`Role reference`}
            required
            helperText={t`3 to 35 characters: letters, digits, -_.!() and inner spaces.`}
          />
        ) : null}
        <TextareaField name="description" label={t`Description`} rows={2} disabled={disabled} />
      </Stack>
      <HeadedSection title={t`Permissions`} borderTopWidth="1px" pt="4">
        <PermissionList form={form} disabled={disabled} />
      </HeadedSection>
      <HeadedSection title={t`Payload types`} borderTopWidth="1px" pt="4">
        <PayloadTypeFields disabled={disabled} />
      </HeadedSection>
      <HeadedSection title={t`Network`} borderTopWidth="1px" pt="4">
        <CidrFields disabled={disabled} />
      </HeadedSection>
      <HeadedSection title={t`Alerts`} borderTopWidth="1px" pt="4">
        <AlertFields disabled={disabled} />
      </HeadedSection>
    </Form>
  );
}
