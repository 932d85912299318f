import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useGetRetentionPolicy, usePutRetentionPolicy } from '@generated/client/hooks/retention/retention';
import type { RetentionPolicy } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { shownInline } from '@/api/error-notice';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { notifySuccess } from '@/lib/notify';
import { Screen } from '@/components/screen';
import { usePermission } from '@/auth/use-permission';
import { formToPolicy, policyToForm, useRetentionSchema } from './retention/retention-schema';
import { PayloadTypeTable, RecordTypeTable } from './retention/retention-tables';
import { paths } from '@/lib/paths';

function RetentionForm({ policy }: { policy: RetentionPolicy }) {
  const { t } = useLingui();
  const schema = useRetentionSchema();
  const form = useZodForm(schema, { defaultValues: policyToForm(policy) });
  const put = usePutRetentionPolicy({ mutation: { meta: shownInline } });
  const { reason } = usePermission('putRetentionPolicy');
  return (
    <Form
      form={form}
      label={t`Retention policy`}
      submitLabel={t`Save policy`}
      disabledReason={reason}
      onSubmit={async (values) => {
        await put.mutateAsync({ data: formToPolicy(values) });
        notifySuccess(t`Retention policy saved`);
      }}
    >
      <RecordTypeTable />
      <PayloadTypeTable />
    </Form>
  );
}

/** The retention policy: how long each kind of record and each payload type is kept before deletion and destruction. */
export default function RetentionPage() {
  const { t } = useLingui();
  const query = useGetRetentionPolicy();
  return (
    <Screen path={paths.account.retention}>
      {query.isPending ? (
        <Stack gap="3" aria-busy="true">
          <Text srOnly>{t`Loading…`}</Text>
          <Skeleton height="64" />
          <Skeleton height="80" />
        </Stack>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <RetentionForm policy={query.data} />
      )}
    </Screen>
  );
}
