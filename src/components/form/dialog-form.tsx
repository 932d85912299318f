import type { FieldValues } from 'react-hook-form';
import { Form, type FormProps } from './form';

type DialogFormProps<TIn extends FieldValues, TOut> = Omit<FormProps<TIn, TOut>, 'onCancel'> & {
  /** Closes the dialog: after a successful save, or on Cancel. */
  onDone: () => void;
};

/** The Form of a dialog: Save runs `onSubmit`, then closes the dialog; a failed save keeps it open with the errors. */
export function DialogForm<TIn extends FieldValues, TOut>({ onSubmit, onDone, ...form }: DialogFormProps<TIn, TOut>) {
  return (
    <Form
      {...form}
      onCancel={onDone}
      onSubmit={async (values) => {
        await onSubmit(values);
        onDone();
      }}
    />
  );
}
