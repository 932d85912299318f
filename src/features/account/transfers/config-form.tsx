import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  S3ParamsTargetType,
  SftpParamsTargetType,
  TransferablePayloadType,
  TransferFileFormat,
  TransferType,
  type TransferConfig,
} from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { CheckboxGroupField, SelectField, SwitchField } from '@/components/form/choice-fields';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { createOrUpdate } from '../parts/create-or-update';
import { FILE_FORMAT_LABELS, TRANSFER_TYPE_LABELS } from '../parts/labels';
import { ReferenceField } from '../parts/reference-field';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { useLabelOptions } from '../parts/use-label';
import {
  configServerPath,
  configToForm,
  formToRequest,
  useConfigFormSchema,
  type ConfigFormInput,
  type ConfigFormValues,
} from './config-schema';
import { S3Fields, SftpFields } from './config-target-fields';
import { useConfigMutations } from './use-config-mutations';

const TARGET_OPTIONS = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a product name, not translated
  { value: S3ParamsTargetType.S3, label: 'Amazon S3' },
  { value: SftpParamsTargetType.SFTP, label: 'SFTP' },
];

/** Create a transfer configuration, or edit one (its reference is then fixed). */
export function ConfigForm({ config, onDone }: { config?: TransferConfig; onDone: () => void }) {
  const { t } = useLingui();
  const creating = !config;
  const schema = useConfigFormSchema(creating);
  const form = useZodForm(schema, { defaultValues: configToForm(config) as ConfigFormInput });
  const [targetType, transferType, fileFormat] = useWatch({
    control: form.control,
    name: ['target_type', 'transfer_type', 'transfer_file_format'],
  });
  const { create, update } = useConfigMutations();
  const typeOptions = useLabelOptions(TRANSFER_TYPE_LABELS, Object.values(TransferType));
  const payloadOptions = useLabelOptions(PAYLOAD_TYPE_LABELS, Object.values(TransferablePayloadType));
  const formatOptions = useLabelOptions(FILE_FORMAT_LABELS, Object.values(TransferFileFormat));

  const save = (values: ConfigFormValues) => {
    const reference = values.transfer_config_reference;
    return createOrUpdate(
      creating,
      { create, update },
      { transferConfigReference: reference, data: formToRequest(values) },
      { created: t`Transfer configuration ${reference} created`, saved: t`Transfer configuration ${reference} saved` },
    );
  };

  return (
    <DialogForm
      form={form}
      onSubmit={save}
      onDone={onDone}
      submitLabel={creating ? t`Create configuration` : t`Save`}
      label={t`Transfer configuration`}
      mapServerPath={configServerPath}
    >
      <ReferenceField
        name="transfer_config_reference"
        creating={creating}
        rules={t`3 to 255 characters: letters, digits and : / _ -`}
        maxLength={255}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="transfer_type" label={t`Transfer type`} required options={typeOptions} />
        <SelectField name="target_type" label={t`Target`} required options={TARGET_OPTIONS} />
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend>{targetType === 'SFTP' ? <Trans>SFTP server</Trans> : <Trans>S3 bucket</Trans>}</Fieldset.Legend>
        <Stack mt="2">{targetType === 'SFTP' ? <SftpFields creating={creating} /> : <S3Fields />}</Stack>
      </Fieldset.Root>
      {transferType === 'Payload' ? (
        <CheckboxGroupField name="payload_types" label={t`Payload types`} required inline options={payloadOptions} />
      ) : null}
      <TextField
        name="schedule"
        label={t`Schedule`}
        placeholder="cron(0 2 * * ? *)"
        helperText={t`A cron(...) or rate(...) expression, e.g. rate(1 day). Leave empty to run only on demand.`}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="transfer_file_format" label={t`File format`} required options={formatOptions} />
        {fileFormat === 'ZippedWithPassword' ? (
          <TextField name="zip_password" type="password" label={t`Zip password`} required autoComplete="new-password" />
        ) : null}
      </SimpleGrid>
      <TextareaField
        name="pgp_key"
        label={t`PGP public key`}
        rows={4}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the technical header of a PGP key, not translated
        placeholder="-----BEGIN PGP PUBLIC KEY BLOCK-----"
        helperText={t`Files are encrypted with this key before they are sent. Leave empty to send them unencrypted.`}
        textareaProps={{ fontFamily: 'mono', fontSize: 'xs', maxH: '12rem' }}
      />
      <SwitchField
        name="is_active"
        label={t`Active`}
        helperText={t`Inactive configurations do not run on their schedule; Run now still works.`}
      />
    </DialogForm>
  );
}
