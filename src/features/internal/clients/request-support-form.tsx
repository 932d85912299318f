import { useListClientRoles } from '@generated/internal/hooks/clients/clients';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { usePermission } from '@/auth/use-permission';
import { SelectField } from '@/components/form/choice-fields';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { DateTimeLocalField, isoToLocal } from '@/components/form/date-time-local-field';
import { supportRequestBody, supportRequestSchema, type SupportRequestForm } from './support-request-schema';
import { useSupportMutations } from './use-support-mutations';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A blank request asking for access until this time tomorrow. */
const emptyRequest = (): SupportRequestForm => ({
  role: '',
  request_description: '',
  requested_expiry: isoToLocal(new Date(Date.now() + DAY_MS)),
});

/** Ask a client for support access with one of its roles, until a time (`POST /clients/{client}/supportaccess`). */
export function RequestSupportForm({ client, onDone }: { client: string; onDone: () => void }) {
  const { t } = useLingui();
  const roles = useListClientRoles(client);
  const { request } = useSupportMutations(client);
  const canRequest = usePermission('requestSupportAccess').allowed;
  const schema = useMemo(
    () =>
      supportRequestSchema({
        roleRequired: t`Choose a role.`,
        descriptionRequired: t`Say why access is needed.`,
        future: t`Choose a time in the future.`,
      }),
    [t],
  );
  const [defaultValues] = useState(emptyRequest);
  const form = useZodForm(schema, { defaultValues });
  const options = (roles.data?.data ?? []).map((role) => {
    const reference = role.role_reference;
    return { value: reference, label: role.is_system ? t`${reference} (system)` : reference };
  });
  return (
    <DialogForm
      form={form}
      label={t`Request support access to ${client}`}
      submitLabel={t`Send request`}
      onDone={onDone}
      disabledReason={canRequest ? undefined : t`Your roles do not allow requesting support access.`}
      onSubmit={(values) => request(supportRequestBody(values))}
    >
      <SelectField
        name="role"
        label={t`Role`}
        required
        placeholder={roles.isPending ? t`Loading roles…` : t`Choose a role`}
        options={options}
        helperText={t`The client's role you would act with.`}
      />
      <TextareaField
        name="request_description"
        label={t`Why access is needed`}
        required
        maxLength={1000}
        rows={3}
        helperText={t`The client sees this when deciding. Include a ticket reference.`}
      />
      <DateTimeLocalField
        name="requested_expiry"
        label={t`Until`}
        required
        min={isoToLocal(new Date())}
        helperText={t`In your time zone. The client may approve a shorter period.`}
      />
    </DialogForm>
  );
}
