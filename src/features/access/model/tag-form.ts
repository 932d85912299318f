import { z } from '@generated/zod';
import { getTagResponse, putTagBody } from '@generated/admin/zod/access/access';
import type { TagDefinition, TagDefinitionRequest } from '@generated/admin/model';

export interface TagFormMessages {
  /** The key is taken by another tag definition. */
  duplicateKey: string;
  /** The default value is not one of the listed values. */
  defaultNotListed: string;
}

/** What the tag form edits: "any value" is a switch, the default '' means none. */
const tagFormFields = z.object({
  tag_key: z.string(),
  any_value: z.boolean(),
  tag_values: z.array(z.string()),
  is_required: z.boolean(),
  /** '' or undefined (an emptied select) means no default. */
  default_value: z.string().optional(),
});

export type TagFormValues = z.input<typeof tagFormFields>;

/** The form values as the PUT tags/{tag_key} body, plus the key of the path. */
export function toTagRequest(values: TagFormValues): TagDefinitionRequest & { tag_key: string } {
  return {
    tag_key: values.tag_key,
    tag_values: values.any_value ? null : values.tag_values,
    is_required: values.is_required,
    default_value: values.default_value ? values.default_value : null,
  };
}

/**
 * The tag form's schema: the form values are turned into the request body and checked by the
 * generated schema (key 1 to 60 characters with the name pattern, values at most 255 characters
 * and unique, a required tag needs values and a default), then by the rules JSON Schema cannot
 * say: the default is one of the values, and a new key is not taken.
 */
export function tagFormSchema(messages: TagFormMessages, takenKeys: readonly string[] = []) {
  const checked = putTagBody.safeExtend({ tag_key: getTagResponse.shape.tag_key });
  return tagFormFields
    .transform(toTagRequest)
    .pipe(checked)
    .superRefine((request, context) => {
      if (takenKeys.includes(request.tag_key)) context.addIssue({ code: 'custom', path: ['tag_key'], message: messages.duplicateKey });
      const values = request.tag_values;
      if (values && typeof request.default_value === 'string' && !values.includes(request.default_value)) {
        context.addIssue({ code: 'custom', path: ['default_value'], message: messages.defaultNotListed });
      }
    });
}

export type TagRequest = z.output<ReturnType<typeof tagFormSchema>>;

/** Form values for a new definition, or to edit `tag`. */
export function tagFormValues(tag?: TagDefinition): TagFormValues {
  return {
    tag_key: tag?.tag_key ?? '',
    any_value: tag ? tag.tag_values === null : false,
    tag_values: tag?.tag_values ?? [],
    is_required: tag?.is_required ?? false,
    default_value: tag?.default_value ?? '',
  };
}
