import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { z } from '@generated/zod';
import { DialogForm } from '@/components/form/dialog-form';
import { TextField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form-dialog';
import { cleanName, MAX_NAME } from './saved-views';

interface ViewNameDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Names taken by other views of the list: saving under one replaces it, which the field says. */
  taken: readonly string[];
  onSubmit: (name: string) => void;
}

function ViewNameForm({ onClose, submitLabel, initialName = '', taken, onSubmit }: Omit<ViewNameDialogProps, 'open' | 'title'>) {
  const { t } = useLingui();
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .transform(cleanName)
          .pipe(
            z
              .string()
              .min(1, t`Give the view a name.`)
              .max(MAX_NAME, t`At most ${MAX_NAME} characters.`),
          ),
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: { name: initialName } });
  const typed = cleanName(form.watch('name'));
  const replaces = typed !== initialName && taken.includes(typed);
  return (
    <DialogForm form={form} label={submitLabel} submitLabel={submitLabel} onDone={onClose} onSubmit={({ name }) => onSubmit(name)}>
      <TextField
        name="name"
        label={t`Name`}
        required
        inputProps={{ maxLength: MAX_NAME, autoFocus: true }}
        helperText={replaces ? t`A view of this name is replaced.` : undefined}
      />
    </DialogForm>
  );
}

/** Asks for a view's name, to save the list's view under it or to rename a view. */
export function ViewNameDialog({ open, title, ...form }: ViewNameDialogProps) {
  return (
    <FormDialog open={open} onClose={form.onClose} title={title} size="sm">
      <ViewNameForm {...form} />
    </FormDialog>
  );
}
