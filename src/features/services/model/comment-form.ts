import { z } from '@generated/zod';
import {
  createPayloadCommentBodyCommentDurationDurationMin,
  createPayloadCommentBodyCommentDurationStartTimeMin,
  createPayloadCommentBodyMessageMax,
} from '@generated/client/zod/comments/comments';
import type { PayloadComment, PayloadCommentRequest } from '@generated/client/model';

export interface CommentFormMessages {
  required: string;
  tooLong: string;
  seconds: string;
}

/**
 * The comment form: the request body of the contract (text, optional time range), flattened so
 * the range can be switched off. Bounds come from the generated schema's constants.
 */
export function commentFormSchema(messages: CommentFormMessages) {
  const seconds = (min: number) => z.number({ error: messages.seconds }).min(min, messages.seconds);
  return z
    .object({
      message: z.string().trim().min(1, messages.required).max(createPayloadCommentBodyMessageMax, messages.tooLong),
      pinned: z.boolean(),
      // An emptied number input gives NaN: read it as missing, which matters only when pinned.
      start_time: z.number().optional().catch(undefined),
      duration: z.number().optional().catch(undefined),
    })
    .superRefine((values, context) => {
      if (!values.pinned) return;
      for (const [field, min] of [
        ['start_time', createPayloadCommentBodyCommentDurationStartTimeMin],
        ['duration', createPayloadCommentBodyCommentDurationDurationMin],
      ] as const) {
        const result = seconds(min).safeParse(values[field]);
        if (!result.success) context.addIssue({ code: 'custom', path: [field], message: messages.seconds });
      }
    });
}

export type CommentFormValues = z.input<ReturnType<typeof commentFormSchema>>;

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** The form values as the request body (`message`, and `comment_duration` when pinned). */
export function toCommentRequest(values: CommentFormValues): PayloadCommentRequest {
  const body: PayloadCommentRequest = { message: values.message.trim() };
  if (values.pinned && values.start_time !== undefined && values.duration !== undefined) {
    body.comment_duration = { start_time: roundTenth(values.start_time), duration: roundTenth(values.duration) };
  }
  return body;
}

/** Form values to edit an existing comment. */
export function commentFormValues(comment?: Pick<PayloadComment, 'comment_body' | 'comment_duration'>): CommentFormValues {
  return {
    message: comment?.comment_body ?? '',
    pinned: Boolean(comment?.comment_duration),
    start_time: comment?.comment_duration?.start_time,
    duration: comment?.comment_duration?.duration,
  };
}
