import { Fieldset, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ClientAppConfiguration } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxGroupField, SelectField } from '@/components/form/choice-fields';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField, TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { createOrUpdate } from '../parts/create-or-update';
import { ReferenceField } from '../parts/reference-field';
import { appFormSchema, appToForm, EMPTY_APP, formToRequest, type AppFormValues } from './app-schema';
import { useAccessChoices } from './use-access-choices';
import { useAppMutations } from './use-app-mutations';

const cidrPath = (path: string) => (path.startsWith('cidr_ranges') ? 'cidr_ranges' : undefined);

/** Create a client app, or edit one (its reference is then fixed: it is the app's address). */
export function AppForm({ app, onDone }: { app?: ClientAppConfiguration; onDone: () => void }) {
  const { t } = useLingui();
  const form = useZodForm(appFormSchema, { defaultValues: app ? appToForm(app) : EMPTY_APP });
  const choices = useAccessChoices(app?.group ?? '', app?.roles ?? []);
  const { client, create, update } = useAppMutations();

  const save = (values: AppFormValues) => {
    const reference = values.app_reference;
    return createOrUpdate(
      !app,
      { create, update },
      { client, appReference: reference, data: formToRequest(values) },
      { created: t`Client app ${reference} created`, saved: t`Client app ${reference} saved` },
    );
  };

  return (
    <DialogForm
      form={form}
      onSubmit={save}
      onDone={onDone}
      submitLabel={app ? t`Save` : t`Create app`}
      label={t`Client app`}
      mapServerPath={cidrPath}
    >
      <ReferenceField
        name="app_reference"
        creating={!app}
        rules={t`3 to 60 characters: letters, digits, - _ . ! ( ) and inner spaces.`}
        maxLength={60}
      />
      <Fieldset.Root>
        <Fieldset.Legend>
          <Trans>OpenID Connect</Trans>
        </Fieldset.Legend>
        <Stack gap="4" mt="2">
          <TextField
            name="oidc_config.issuer"
            label={t`Issuer`}
            type="url"
            required
            helperText={t`The token issuer URL, starting with https://`}
          />
          <TextField name="oidc_config.audience" label={t`Audience`} required helperText={t`At least 5 characters.`} />
          <TextField
            name="oidc_config.jwks_uri"
            label={t`JWKS URI`}
            type="url"
            required
            helperText={t`Where the issuer publishes its signing keys, starting with https://`}
          />
        </Stack>
      </Fieldset.Root>
      {choices.error ? (
        <LoadError title={t`The groups and roles could not be loaded.`} error={choices.error} onRetry={choices.refetch} />
      ) : choices.isLoading ? (
        <Skeleton height="24" />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            name="group"
            label={t`Group`}
            required
            placeholder={t`Choose a group`}
            options={choices.groupOptions}
            helperText={t`The app acts in this group.`}
          />
          <CheckboxGroupField name="roles" label={t`Roles`} required options={choices.roleOptions} />
        </SimpleGrid>
      )}
      <TextareaField
        name="cidr_ranges"
        label={t`CIDR ranges`}
        rows={3}
        placeholder="10.0.0.0/8"
        helperText={t`One range per line, e.g. 10.0.0.0/8. Leave empty to accept calls from any address.`}
      />
    </DialogForm>
  );
}
