import { SimpleGrid } from '@chakra-ui/react';
import type { ClientLicenseUse } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePermission } from '@/auth/use-permission';
import { Form } from '@/components/form/form';
import { NumberField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { SERVICE_ORDER, useServiceLabels } from '@/components/service-labels';
import { limitsSchema, type LimitsForm } from './limits-schema';
import { useLicenseMutations } from './use-license-mutations';

const ZERO: LimitsForm = { calls: 0, sms: 0, mms: 0, rcs: 0, interviews: 0, photos: 0, videos: 0, gps: 0 };

interface LicenseLimitsFormProps {
  client: string;
  /** The client's current limits and use; without it the form starts from 0. */
  use: ClientLicenseUse | undefined;
  onCancel?: () => void;
  onSaved?: () => void;
}

/** A client's licence limit per service (whole numbers 0 to 100000), with current use beside each (`PUT /clients/{client}/licenses`). */
export function LicenseLimitsForm({ client, use, onCancel, onSaved }: LicenseLimitsFormProps) {
  const { t, i18n } = useLingui();
  const labels = useServiceLabels();
  const canSave = usePermission('putClientLicenses').allowed;
  const { saveLimits } = useLicenseMutations();
  const schema = useMemo(
    () => limitsSchema({ integer: t`Enter a whole number.`, range: t`Enter a number from 0 to 100000.`, required: t`Enter a limit.` }),
    [t],
  );
  const defaultValues = useMemo<LimitsForm>(() => {
    if (!use) return ZERO;
    return Object.fromEntries(SERVICE_ORDER.map((service) => [service, use.limits[service]])) as LimitsForm;
  }, [use]);
  const form = useZodForm(schema, { defaultValues, values: defaultValues, resetOptions: { keepDirtyValues: true } });
  return (
    <Form
      form={form}
      label={t`Licence limits of ${client}`}
      submitLabel={t`Save limits`}
      onCancel={onCancel}
      disabledReason={canSave ? undefined : t`Your roles do not allow changing licence limits.`}
      onSubmit={async (values) => {
        await saveLimits({ client, ...values });
        onSaved?.();
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {SERVICE_ORDER.map((service) => {
          const used = use ? i18n.number(use.used[service]) : undefined;
          return (
            <NumberField
              key={service}
              name={service}
              label={labels[service]}
              min={0}
              max={100000}
              step={1}
              helperText={used === undefined ? undefined : t`In use: ${used}`}
            />
          );
        })}
      </SimpleGrid>
    </Form>
  );
}
