import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useListGroups, useListRoles } from '@generated/admin/hooks/access/access';
import { useGetAccountDefaults } from '@generated/admin/hooks/account/account';
import type { AccountDefaults as Defaults } from '@generated/admin/model';
import { listGroupsQueryLimitMax, listRolesQueryLimitMax } from '@generated/admin/zod/access/access';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { SelectField } from '@/components/form/choice-fields';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { notifySuccess } from '@/lib/notify';
import { useAccountDefaultsMutation } from '../api/use-account-defaults-mutation';
import { defaultsFormSchema, defaultsFormValues, type DefaultsFormValues } from '../model/defaults-form';
import { TextListField } from '../parts/text-list-field';

const options = (references: readonly string[], current: string) =>
  [...new Set([...references, current])].map((value) => ({ value, label: value }));

function DefaultsForm({ defaults, groups, roles }: { defaults: Defaults; groups: readonly string[]; roles: readonly string[] }) {
  const { t } = useLingui();
  const canSave = usePermission('putAccountDefaults').allowed;
  const { client, save } = useAccountDefaultsMutation();
  const schema = useMemo(() => defaultsFormSchema({ pickGroup: t`Pick the default group.`, pickRole: t`Pick the default role.` }), [t]);
  const form = useZodForm(schema, { defaultValues: defaultsFormValues(defaults) satisfies DefaultsFormValues });
  const disabledReason = canSave ? undefined : t`Your roles do not allow changing the account defaults.`;
  const disabled = Boolean(disabledReason);
  const pickers = [
    { name: 'user_group', label: t`Default group`, placeholder: t`Pick a group`, references: groups, current: defaults.user_group },
    { name: 'role', label: t`Default role`, placeholder: t`Pick a role`, references: roles, current: defaults.role },
  ] as const;
  return (
    <Form
      form={form}
      label={t`Account defaults`}
      disabledReason={disabledReason}
      onSubmit={async (data) => {
        await save.mutateAsync({ client, data });
        notifySuccess(t`Account defaults saved`);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {pickers.map(({ name, label, placeholder, references, current }) => (
          <SelectField
            key={name}
            name={name}
            label={label}
            placeholder={placeholder}
            options={options(references, current)}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
      <TextListField
        name="cidr_ranges"
        label={t`Default CIDR ranges`}
        helperText={t`Addresses new portal users may sign in from, e.g. 10.0.0.0/8. None means anywhere.`}
        itemLabel={(position) => t`CIDR range ${position}`}
        addLabel={t`Add CIDR range`}
        emptyText={t`None: anywhere.`}
        placeholder="10.0.0.0/8"
        disabled={disabled}
      />
    </Form>
  );
}

/** The account defaults for new portal users (GET, PUT account/defaults): default group, role and CIDR ranges. */
export function AccountDefaults() {
  const { t } = useLingui();
  const { client } = useSession();
  const defaults = useGetAccountDefaults(client);
  const groups = useListGroups(client, { limit: listGroupsQueryLimitMax });
  const roles = useListRoles(client, { limit: listRolesQueryLimitMax });
  const failed = defaults.error ?? groups.error ?? roles.error;
  const retry = () => [defaults, groups, roles].forEach((query) => void query.refetch());

  let body;
  if (failed) body = <LoadError title={t`The account defaults could not be loaded.`} error={failed} onRetry={retry} />;
  else if (!defaults.data || !groups.data || !roles.data)
    body = (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="10" />
        <Skeleton height="16" />
      </Stack>
    );
  else
    body = (
      <DefaultsForm
        defaults={defaults.data}
        groups={groups.data.data.map((group) => group.group_reference)}
        roles={roles.data.data.map((role) => role.role_reference)}
      />
    );

  return (
    <Box as="section" aria-labelledby="account-defaults-heading" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="lg" id="account-defaults-heading">
        <Trans>Account defaults</Trans>
      </Heading>
      <Text color="fg.muted" mb="4">
        <Trans>New portal users start in the default group with the default role, limited to the default CIDR ranges.</Trans>
      </Text>
      {body}
    </Box>
  );
}
