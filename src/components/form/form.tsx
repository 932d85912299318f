import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { notifyError } from '@/lib/notify';
import { RenderedFields } from './form-context';
import { matchField, splitServerErrors } from './server-errors';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

export interface FormProps<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Saves the checked values; throw (as the generated mutations do) to keep the form open with the errors. */
  onSubmit: (values: TOut) => Promise<unknown> | unknown;
  children: ReactNode;
  /** The submit button's text (default "Save"). */
  submitLabel?: string;
  onCancel?: () => void;
  /** Extra buttons beside Save and Cancel. */
  actions?: ReactNode;
  /** Server paths whose name differs from the form's (e.g. 'message' -> 'comment_body'). */
  mapServerPath?: (serverPath: string) => string | undefined;
  /** After a successful save, make the saved values the new baseline (not dirty). Default true. */
  resetOnSuccess?: boolean;
  /** Disables Save, with the reason shown to the user (e.g. not allowed by the profile). */
  disabledReason?: string;
  /** Accessible name of the form. */
  label?: string;
}

const ROOT_ERROR = 'root.server';

/**
 * The one form wrapper: react-hook-form with a Zod resolver; on a failed save, server validation
 * errors go beside their fields and the rest are listed as 'path: message' lines. Values are never
 * reset on failure, so nothing typed is lost, and leaving with unsaved changes asks first.
 */
export function Form<TIn extends FieldValues, TOut>(props: FormProps<TIn, TOut>) {
  const { form, onSubmit, children, submitLabel, onCancel, actions, mapServerPath, resetOnSuccess = true, disabledReason, label } = props;
  const { t } = useLingui();
  const [rendered] = useState(() => new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);

  const showServerError = (error: unknown) => {
    const body = error instanceof ApiError ? error.body : undefined;
    const fallback = error instanceof Error && error.message ? error.message : t`An error occurred`;
    const { fields, lines } = splitServerErrors(body, fallback, (path) => matchField(path, rendered, mapServerPath));
    fields.forEach(([name, message], index) => form.setError(name as Path<TIn>, { type: 'server', message }, { shouldFocus: index === 0 }));
    if (lines.length) form.setError(ROOT_ERROR as Path<TIn>, { type: 'server', message: lines.join('\n') });
    // The mutator has already notified failed responses; anything else (network, code) is notified here.
    if (!(error instanceof ApiError)) notifyError(t`An error occurred`, lines.join('\n'));
    if (!fields.length) formRef.current?.querySelector<HTMLElement>('[data-form-error]')?.focus();
  };

  const saving = useRef(false);
  const save = async (values: TOut) => {
    saving.current = true;
    try {
      await onSubmit(values);
      if (resetOnSuccess) form.reset(form.getValues());
    } catch (error) {
      showServerError(error);
    } finally {
      saving.current = false;
    }
  };

  const rootError = (form.formState.errors.root as Record<string, { message?: string }> | undefined)?.server?.message;
  return (
    <FormProvider {...form}>
      <RenderedFields.Provider value={rendered}>
        <UnsavedChangesGuard dirty={form.formState.isDirty} saving={saving} />
        <form ref={formRef} noValidate aria-label={label} onSubmit={(event) => void form.handleSubmit(save)(event)}>
          <Stack gap="4">
            {children}
            {rootError ? (
              <Alert.Root status="error" data-form-error tabIndex={-1} role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    <Trans>The form could not be saved.</Trans>
                  </Alert.Title>
                  <Alert.Description whiteSpace="pre-line" wordBreak="break-word">
                    {rootError}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" loading={form.formState.isSubmitting} disabled={Boolean(disabledReason)} title={disabledReason}>
                {submitLabel ?? t`Save`}
              </Button>
              {onCancel ? (
                <Button variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
                  <Trans>Cancel</Trans>
                </Button>
              ) : null}
              {actions}
            </HStack>
            {disabledReason ? (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Description>{disabledReason}</Alert.Description>
              </Alert.Root>
            ) : null}
          </Stack>
        </form>
      </RenderedFields.Provider>
    </FormProvider>
  );
}
