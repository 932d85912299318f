// Tag definitions. A definition is checked against every existing group: a change some groups
// fail is refused with 409 naming them, or applied to them with `force_update` (the missing tag
// gets its default, a value no longer allowed is replaced by the default or removed).
import type { components } from '../../../generated/admin/schema';
import type { HandlerTable } from '../handler';
import { conflict, found, unprocessable } from '../http/errors';
import { sortBy } from '../http/filters';
import type { Org } from '../world/org';
import { pageByKey } from './access-common';

type TagDefinition = components['schemas']['TagDefinition'];
type Group = components['schemas']['Group'];

/** The tag definition of `key`, or 404. */
function tagOf(org: Org, key: string): TagDefinition {
  return found(
    org.tags.find((tag) => tag.tag_key === key),
    `Tag definition ${key}`,
  );
}

/** Whether a tag definition allows `value` (a definition without values allows any). */
export const allows = (definition: TagDefinition, value: string): boolean =>
  definition.tag_values === null || definition.tag_values.includes(value);

/** Whether a group fails a definition: it lacks a required tag, or carries a value no longer allowed. */
function fails(definition: TagDefinition, group: Group): boolean {
  const tag = group.tags.find((entry) => entry.tag_key === definition.tag_key);
  return tag ? !allows(definition, tag.tag_value) : definition.is_required;
}

/** The group's tags made to meet the definition (the force update). */
function conform(definition: TagDefinition, group: Group): Group['tags'] {
  const fallback = definition.default_value;
  const tags = group.tags.flatMap((tag) => {
    if (tag.tag_key !== definition.tag_key || allows(definition, tag.tag_value)) return [tag];
    return fallback === null ? [] : [{ ...tag, tag_value: fallback }];
  });
  if (definition.is_required && fallback !== null && !tags.some((tag) => tag.tag_key === definition.tag_key))
    tags.push({ tag_key: definition.tag_key, tag_value: fallback });
  return tags;
}

export const accessTagsAdmin = {
  listTags: ({ org, query }) => pageByKey(org.tags, query, (tag) => tag.tag_key),
  getTag: ({ org, path }) => tagOf(org, path.tag_key),
  putTag: ({ org, path, query, body }) => {
    const definition: TagDefinition = {
      tag_key: path.tag_key,
      tag_values: body.tag_values ?? null,
      is_required: body.is_required,
      default_value: body.default_value ?? null,
    };
    if (definition.default_value !== null && !allows(definition, definition.default_value)) {
      throw unprocessable([{ path: 'default_value', message: 'The default value must be one of the tag values' }]);
    }
    const failing = sortBy(
      org.groups.filter((group) => fails(definition, group)),
      (group) => group.group_reference,
      'asc',
    );
    if (failing.length && !query.force_update)
      throw conflict(`Groups failing the tag definition: ${failing.map((group) => group.group_reference).join(', ')}`);
    for (const group of failing) group.tags = conform(definition, group);
    const index = org.tags.findIndex((tag) => tag.tag_key === definition.tag_key);
    if (index >= 0) org.tags[index] = definition;
    else org.tags.push(definition);
    return definition;
  },
  deleteTag: ({ org, path }) => {
    const definition = tagOf(org, path.tag_key);
    org.tags.splice(org.tags.indexOf(definition), 1);
    for (const group of org.groups) group.tags = group.tags.filter((tag) => tag.tag_key !== definition.tag_key);
  },
} satisfies HandlerTable<'admin'>;
