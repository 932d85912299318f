import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { PayloadCommentRequest } from '@generated/client/model';
import { Form } from '@/components/form/form';
import { SwitchField } from '@/components/form/choice-fields';
import { NumberField, TextareaField } from '@/components/form/text-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { commentFormSchema, commentFormValues, toCommentRequest, type CommentFormValues } from '../model/comment-form';

export interface CommentRange {
  start: number;
  end: number;
}

interface CommentFormProps {
  initial?: CommentFormValues;
  /** The recording can be commented by time range (calls, interviews, videos). */
  pinnable: boolean;
  /** A range picked on the waveform: the form pins to it. */
  selection?: CommentRange | undefined;
  currentTime?: (() => number) | undefined;
  submitLabel: string;
  /** Each new value puts the cursor in the text (the "c" shortcut). */
  focusSignal?: number;
  onSubmit: (body: PayloadCommentRequest) => Promise<unknown>;
  onCancel?: () => void;
}

const tenth = (value: number) => Math.round(value * 10) / 10;
/** Server paths of the request body, as the form names them. */
const SERVER_PATHS: Record<string, string> = {
  message: 'message',
  'comment_duration.start_time': 'start_time',
  'comment_duration.duration': 'duration',
};

interface CommentFieldsProps {
  form: UseFormReturn<CommentFormValues, unknown, CommentFormValues>;
  pinnable: boolean;
  pinned: boolean;
  submitLabel: string;
  actions: ReactNode;
  onSubmit: (values: CommentFormValues) => Promise<void>;
  onCancel: (() => void) | undefined;
}

/**
 * The form itself, apart from its host: react-hook-form re-renders the host (the component that
 * calls useForm) once more as it mounts, in a layout effect, so inside the commit that shows it. On
 * a call's detail page that second render of every field was a third of the task showing the
 * comments. Kept apart, with props that do not change then, the fields skip it.
 */
const CommentFields = memo(function CommentFields({
  form,
  pinnable,
  pinned,
  submitLabel,
  actions,
  onSubmit,
  onCancel,
}: CommentFieldsProps) {
  const { t } = useLingui();
  return (
    <Form
      form={form}
      label={submitLabel}
      submitLabel={submitLabel}
      onCancel={onCancel}
      mapServerPath={(path) => SERVER_PATHS[path]}
      onSubmit={onSubmit}
      actions={actions}
    >
      <TextareaField name="message" label={t`Comment`} rows={3} maxLength={4000} />
      {pinnable && <SwitchField name="pinned" label={t`Pin to a part of the recording`} />}
      {pinnable && pinned && (
        <HStack gap="3" alignItems="flex-start" flexWrap="wrap">
          <NumberField name="start_time" label={t`Start (seconds)`} min={0} step={0.1} />
          <NumberField name="duration" label={t`Length (seconds)`} min={0} step={0.1} />
        </HStack>
      )}
    </Form>
  );
});

/** Write or edit a comment, optionally pinned to a time range of the recording. Text survives a failed save. */
export function CommentForm({
  initial,
  pinnable,
  selection,
  currentTime,
  submitLabel,
  focusSignal = 0,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const { t } = useLingui();
  const schema = useMemo(
    () =>
      commentFormSchema({
        required: t`Write the comment first.`,
        tooLong: t`A comment can have at most 4000 characters.`,
        seconds: t`Enter a number of seconds, 0 or more.`,
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: initial ?? commentFormValues() });
  const { setValue, setFocus, control, reset } = form;
  const pinned = useWatch({ control, name: 'pinned' });

  useEffect(() => {
    if (!selection) return;
    setValue('pinned', true);
    setValue('start_time', tenth(selection.start), { shouldValidate: true });
    setValue('duration', tenth(selection.end - selection.start), { shouldValidate: true });
  }, [selection, setValue]);

  useEffect(() => {
    if (focusSignal > 0) setFocus('message');
  }, [focusSignal, setFocus]);

  const save = useCallback(
    async (values: CommentFormValues) => {
      await onSubmit(toCommentRequest(values));
      // A new comment's form empties for the next one; an edited one keeps what was saved (the Form's own reset).
      if (!initial) reset(commentFormValues());
    },
    [onSubmit, initial, reset],
  );
  const playbackPositionButton = useMemo(
    () =>
      pinnable && pinned && currentTime ? (
        <Button size="sm" variant="ghost" onClick={() => setValue('start_time', tenth(currentTime()), { shouldValidate: true })}>
          <Trans>Use the playback position</Trans>
        </Button>
      ) : undefined,
    [pinnable, pinned, currentTime, setValue],
  );

  return (
    <CommentFields
      form={form}
      pinnable={pinnable}
      pinned={pinned}
      submitLabel={submitLabel}
      actions={playbackPositionButton}
      onSubmit={save}
      onCancel={onCancel}
    />
  );
}
