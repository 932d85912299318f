import { SimpleGrid } from '@chakra-ui/react';
import { usePutLegalHold } from '@generated/client/hooks/legal-holds/legal-holds';
import { putLegalHoldBody } from '@generated/client/zod/legal-holds/legal-holds';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { shownInline } from '@/api/error-notice';
import { SelectField } from '@/components/form/choice-fields';
import { DialogForm } from '@/components/form/dialog-form';
import { TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { notifySuccess } from '@/lib/notify';
import { TARGET_TYPE_LABELS } from '../parts/labels';
import { useLabel } from '../parts/use-label';

/** Place a legal hold on a portal user (by user reference) or a device user (by device user reference). */
export function AddHoldForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const form = useZodForm(putLegalHoldBody, { defaultValues: { target_type: 'DeviceUser', target: '' } });
  const targetType = useWatch({ control: form.control, name: 'target_type' });
  const place = usePutLegalHold({ mutation: { meta: shownInline } });
  const label = useLabel(TARGET_TYPE_LABELS);
  return (
    <DialogForm
      form={form}
      label={t`Place legal hold`}
      submitLabel={t`Place legal hold`}
      onDone={onDone}
      onSubmit={async (values) => {
        await place.mutateAsync({ targetType: values.target_type, target: values.target, data: values });
        const target = values.target;
        notifySuccess(t`Legal hold placed on ${target}`);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="target_type"
          label={t`Target type`}
          required
          options={['DeviceUser', 'PortalUser'].map((value) => ({ value, label: label(value) }))}
        />
        <TextField
          name="target"
          label={targetType === 'PortalUser' ? t`Portal user reference` : t`Device user reference`}
          required
          placeholder={targetType === 'PortalUser' ? 'name@example.com' : 'jane.doe'}
          inputProps={{ maxLength: 255 }}
        />
      </SimpleGrid>
    </DialogForm>
  );
}
