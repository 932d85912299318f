import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import { notifyError } from '@/lib/notify';
import { RenderedFields } from './form-context';
import { matchField, splitServerErrors } from './server-errors';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useKeptInput } from './use-kept-input';

export interface FormProps<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /**
   * Saves the checked values; throw (as the generated mutations do) to keep the form open with the
   * errors, which the form shows. Give the mutation `meta: shownInline` so the query client leaves
   * the notification to the form.
   */
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

/**
 * The one form wrapper: react-hook-form with a Zod resolver; on a failed save, server validation
 * errors go beside their fields and the rest are listed as 'path: message' lines in the one
 * 'An error occurred' notification. Values are never
 * reset on failure, so nothing typed is lost, and leaving with unsaved changes asks first. When the
 * API refuses to renew the session, what the form holds is kept for the same user's next sign-in.
 */
export function Form<TIn extends FieldValues, TOut>(props: FormProps<TIn, TOut>) {
  const { form, onSubmit, children, submitLabel, onCancel, actions, mapServerPath, resetOnSuccess = true, disabledReason, label } = props;
  const { t } = useLingui();
  const [rendered] = useState(() => new Set<string>());
  // Read here rather than through the host's formState, so a host may keep its fields from re-rendering.
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  const restored = useKeptInput(form, label, isDirty);

  const showServerError = (error: unknown) => {
    const body = error instanceof ApiError ? error.body : undefined;
    const fallback = error instanceof Error && error.message ? error.message : t`An error occurred`;
    const split = splitServerErrors(body, fallback, (path) => matchField(path, rendered, mapServerPath));
    split.fields.forEach(([name, message], index) =>
      form.setError(name as Path<TIn>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    // A 401 has already said 'Authentication expired' and ended the session.
    if (error instanceof ApiError && error.status === 401) return;
    // Spec section 8: notified as 'An error occurred', 'Data not found' first on a 404; SCREENS: what
    // maps to a field is shown beside it, the rest as 'path: message' lines in the notification.
    const notFound = error instanceof ApiError && error.status === 404 && !split.lines.includes(error.message);
    const lines = notFound ? [error.message, ...split.lines] : split.lines;
    notifyError(t`An error occurred`, (lines.length ? lines : [fallback]).join('\n'));
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

  return (
    <FormProvider {...form}>
      <RenderedFields.Provider value={rendered}>
        <UnsavedChangesGuard dirty={isDirty} saving={saving} />
        <form noValidate aria-label={label} onSubmit={(event) => void form.handleSubmit(save)(event)}>
          <Stack gap="4">
            {restored ? (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Description>
                  <Trans>What you typed here before your session ended is back. Check it, then save.</Trans>
                </Alert.Description>
              </Alert.Root>
            ) : null}
            {children}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" loading={isSubmitting} disabled={Boolean(disabledReason)} title={disabledReason}>
                {submitLabel ?? t`Save`}
              </Button>
              {onCancel ? (
                <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
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
