import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { CheckboxGroupField, SwitchField } from '@/components/form/choice-fields';
import type { RoleFormValues } from '../model/role-form';
import { usePayloadTypeOptions } from '../parts/payload-type-options';
import { TextListField } from '../parts/text-list-field';

/** Payload types the role may see (all, or a list; an empty list means none). */
export function PayloadTypeFields({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const all = useWatch<RoleFormValues, 'all_payload_types'>({ name: 'all_payload_types' });
  const options = usePayloadTypeOptions();
  return (
    <Stack gap="3">
      <SwitchField
        name="all_payload_types"
        label={t`All payload types`}
        helperText={t`Off: only the types ticked below (none ticked means none).`}
        disabled={disabled}
      />
      {all ? null : <CheckboxGroupField name="payload_types" label={t`Payload types`} options={options} inline disabled={disabled} />}
    </Stack>
  );
}

/** CIDR ranges the role may be used from. */
export function CidrFields({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  return (
    <TextListField
      name="cidr_ranges"
      label={t`CIDR ranges`}
      helperText={t`Addresses the role may be used from, e.g. 10.0.0.0/8. None means anywhere.`}
      itemLabel={(position) => t`CIDR range ${position}`}
      addLabel={t`Add CIDR range`}
      emptyText={t`None: anywhere.`}
      placeholder="10.0.0.0/8"
      disabled={disabled}
    />
  );
}

/** Alert permissions per scope (read views, write clears and dismisses) and whether use of the role raises an alert. */
export function AlertFields({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <Fieldset.Root>
        <Fieldset.Legend>
          <Trans>Alert permissions</Trans>
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
          <SwitchField name="alert_permissions.ops_read" label={t`View operations alerts`} disabled={disabled} />
          <SwitchField name="alert_permissions.ops_write" label={t`Clear and dismiss operations alerts`} disabled={disabled} />
          <SwitchField name="alert_permissions.sec_read" label={t`View security alerts`} disabled={disabled} />
          <SwitchField name="alert_permissions.sec_write" label={t`Clear and dismiss security alerts`} disabled={disabled} />
        </SimpleGrid>
      </Fieldset.Root>
      <SwitchField name="is_alertable" label={t`Alertable`} helperText={t`Use of this role raises an alert.`} disabled={disabled} />
    </Stack>
  );
}
