import { Box, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useGetMigrationConfig, usePutMigrationConfig } from '@generated/client/hooks/migrations/migrations';
import type { MigrationConfig } from '@generated/client/model';
import { putMigrationConfigBody } from '@generated/client/zod/migrations/migrations';
import { useLingui } from '@lingui/react/macro';
import { shownInline } from '@/api/error-notice';
import { SwitchField } from '@/components/form/choice-fields';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { notifySuccess } from '@/lib/notify';
import { usePermission } from '@/auth/use-permission';

function SwitchesForm({ config }: { config: MigrationConfig }) {
  const { t } = useLingui();
  const form = useZodForm(putMigrationConfigBody, { defaultValues: config });
  const put = usePutMigrationConfig({ mutation: { meta: shownInline } });
  const { reason } = usePermission('putMigrationConfig');
  return (
    <Form
      form={form}
      label={t`Migration switches`}
      disabledReason={reason}
      onSubmit={async (values) => {
        await put.mutateAsync({ data: values });
        notifySuccess(t`Migration switches saved`);
      }}
    >
      <SwitchField
        name="disable_onboarding"
        label={t`Disable onboarding`}
        helperText={t`Imports do not onboard users or activate devices from the legacy platform.`}
      />
      <SwitchField
        name="disable_offboarding"
        label={t`Disable offboarding`}
        helperText={t`Imports do not offboard users or deactivate devices from the legacy platform.`}
      />
      <SwitchField
        name="disable_payloads"
        label={t`Disable payloads`}
        helperText={t`Imports do not load payloads from the legacy platform.`}
      />
    </Form>
  );
}

/** The account's migration switches: what imports from the legacy platform may change. */
export function MigrationSwitches() {
  const { t } = useLingui();
  const query = useGetMigrationConfig();
  return (
    <Box as="section" aria-labelledby="migration-switches" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id="migration-switches" mb="4">
        {t`Migration switches`}
      </Heading>
      {query.isPending ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="6" width="60%" />
          <Skeleton height="6" width="60%" />
          <Skeleton height="6" width="60%" />
        </Stack>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SwitchesForm config={query.data} />
      )}
    </Box>
  );
}
