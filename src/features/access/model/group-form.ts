import { z } from '@generated/zod';
import { getGroupResponse, putGroupBody } from '@generated/admin/zod/access/access';
import type { Group, GroupRequest, Tag, TagDefinition } from '@generated/admin/model';

export interface GroupFormMessages {
  duplicateReference: string;
  duplicateKey: string;
  unknownKey: string;
  /** The value is not one the tag definition lists. */
  valueNotAllowed: string;
}

const groupFormFields = z.object({
  group_reference: z.string(),
  tags: z.array(z.object({ tag_key: z.string(), tag_value: z.string() })),
});

export type GroupFormValues = z.input<typeof groupFormFields>;
export type GroupFormOutput = GroupRequest & { group_reference: string };

/**
 * The group form's schema: the generated body schema (up to 50 tags, values at most 255
 * characters) and group reference rule, then what the server checks against the tag definitions,
 * so it shows beside the tag before saving: one tag per key, a key with a definition, a value the
 * definition allows; and a new reference is not taken.
 */
export function groupFormSchema(
  messages: GroupFormMessages,
  definitions: readonly TagDefinition[],
  takenReferences: readonly string[] = [],
) {
  const byKey = new Map(definitions.map((definition) => [definition.tag_key, definition]));
  const checked = putGroupBody.safeExtend({ group_reference: getGroupResponse.shape.group_reference });
  return groupFormFields.pipe(checked).superRefine((group, context) => {
    if (takenReferences.includes(group.group_reference))
      context.addIssue({ code: 'custom', path: ['group_reference'], message: messages.duplicateReference });
    group.tags.forEach((tag, index) => {
      const definition = byKey.get(tag.tag_key);
      if (group.tags.findIndex((other) => other.tag_key === tag.tag_key) !== index)
        context.addIssue({ code: 'custom', path: ['tags', index, 'tag_key'], message: messages.duplicateKey });
      else if (!definition) context.addIssue({ code: 'custom', path: ['tags', index, 'tag_key'], message: messages.unknownKey });
      else if (definition.tag_values && !definition.tag_values.includes(tag.tag_value))
        context.addIssue({ code: 'custom', path: ['tags', index, 'tag_value'], message: messages.valueNotAllowed });
    });
  });
}

/** The tag a definition puts on a new group, or on a group that lacks it. */
export function defaultTag(definition: TagDefinition): Tag {
  return { tag_key: definition.tag_key, tag_value: definition.default_value ?? definition.tag_values?.[0] ?? '' };
}

/** Form values for a new group, or to edit `group`: required tags it lacks are added with their default. */
export function groupFormValues(definitions: readonly TagDefinition[], group?: Group): GroupFormValues {
  const tags = group?.tags.map((tag) => ({ ...tag })) ?? [];
  for (const definition of definitions) {
    if (definition.is_required && !tags.some((tag) => tag.tag_key === definition.tag_key)) tags.push(defaultTag(definition));
  }
  return { group_reference: group?.group_reference ?? '', tags };
}

/** Tag definitions not yet on the group, in the order listed, for "Add tag". */
export function unusedDefinitions(definitions: readonly TagDefinition[], tags: readonly Pick<Tag, 'tag_key'>[]): TagDefinition[] {
  return definitions.filter((definition) => !tags.some((tag) => tag.tag_key === definition.tag_key));
}
