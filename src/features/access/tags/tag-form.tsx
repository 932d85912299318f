import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { TagDefinition } from '@generated/admin/model';
import { ApiError } from '@/api/api-error';
import { notifyFailedCall } from '@/api/error-notice';
import { SelectField, SwitchField } from '@/components/form/choice-fields';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { notifySuccess } from '@/lib/notify';
import { useTagMutations } from '../api/use-tag-mutations';
import { tagFormSchema, tagFormValues, type TagRequest } from '../model/tag-form';
import { TextListField } from '../parts/text-list-field';
import { ForceUpdateNotice } from './force-update-notice';

interface TagFormProps {
  /** The definition to edit; a new one when absent. */
  tag?: TagDefinition | undefined;
  /** Keys of the other definitions (a new key must not be one of them). */
  takenKeys: readonly string[];
  disabledReason?: string | undefined;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Create or edit a tag definition. When the server refuses a change that existing groups fail
 * (409), the reason is shown with the offer to save again with force update.
 */
export function TagForm({ tag, takenKeys, disabledReason, onDone, onCancel }: TagFormProps) {
  const { t } = useLingui();
  const { client, save } = useTagMutations();
  const schema = useMemo(
    () =>
      tagFormSchema(
        { duplicateKey: t`Another tag definition has this key.`, defaultNotListed: t`The default value must be one of the values.` },
        tag ? [] : takenKeys,
      ),
    [t, tag, takenKeys],
  );
  const form = useZodForm(schema, { defaultValues: tagFormValues(tag) });
  const [anyValue, values] = useWatch({ control: form.control, name: ['any_value', 'tag_values'] });
  const tagKey = tag?.tag_key ?? '';
  const [refusal, setRefusal] = useState<string | undefined>();
  const options = useMemo(() => [...new Set(values.filter(Boolean))].map((value) => ({ value, label: value })), [values]);

  const submit = async (request: TagRequest, forceUpdate: boolean) => {
    const { tag_key: savedKey, ...data } = request;
    try {
      await save.mutateAsync({ client, tagKey: savedKey, data, params: forceUpdate ? { force_update: true } : undefined });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(error.message);
        return;
      }
      throw error;
    }
    setRefusal(undefined);
    notifySuccess(tag ? t`Tag ${savedKey} saved` : t`Tag ${savedKey} created`);
    onDone();
  };

  const force = async (request: TagRequest) => {
    try {
      await submit(request, true);
    } catch (error) {
      // Outside the form's own Save, so the form does not show it: notified instead; what was typed stays.
      notifyFailedCall(error, { lostConnection: true });
    }
  };

  return (
    <Form
      form={form}
      label={tag ? t`Edit tag ${tagKey}` : t`New tag`}
      onSubmit={(request) => submit(request, false)}
      onCancel={onCancel}
      submitLabel={tag ? t`Save` : t`Create tag`}
      resetOnSuccess={false}
      disabledReason={disabledReason}
    >
      {tag ? null : (
        <TextField name="tag_key" label={t`Key`} required helperText={t`1 to 60 characters: letters, digits, -_.!() and inner spaces.`} />
      )}
      <SwitchField
        name="any_value"
        label={t`Any value`}
        helperText={t`Groups may set any text as the value.`}
        disabled={Boolean(disabledReason)}
      />
      {anyValue ? null : (
        <TextListField
          name="tag_values"
          label={t`Values`}
          itemLabel={(position) => t`Value ${position}`}
          addLabel={t`Add value`}
          emptyText={t`No values yet.`}
          disabled={Boolean(disabledReason)}
        />
      )}
      <SwitchField
        name="is_required"
        label={t`Required`}
        helperText={t`Every group must carry this tag; new groups start with the default value.`}
        disabled={Boolean(disabledReason)}
      />
      {anyValue ? (
        <TextField name="default_value" label={t`Default value`} disabled={Boolean(disabledReason)} />
      ) : (
        <SelectField
          name="default_value"
          label={t`Default value`}
          placeholder={t`No default`}
          options={options}
          disabled={Boolean(disabledReason)}
        />
      )}
      {refusal ? (
        <ForceUpdateNotice reason={refusal} onForce={() => void form.handleSubmit(force)()} busy={form.formState.isSubmitting} />
      ) : null}
    </Form>
  );
}
