// Groups of device users: their tags (checked against the tag definitions) and stats computed on
// read. Groups the action is not allowed on are hidden from lists and reads and cannot be changed.
import type { components } from '../../../generated/admin/schema';
import type { HandlerTable, Scope } from '../handler';
import { conflict, forbidden, found, unprocessable, type FieldError } from '../http/errors';
import { matchesSearch } from '../http/filters';
import type { Org } from '../world/org';
import { withStats } from '../world/views';
import { pageByKey } from './access-common';
import { allows } from './access-tags';

type Group = components['schemas']['Group'];
type Tag = components['schemas']['Tag'];

const MAX_TAGS = 50;

/** The group `reference` when the caller may see it for this action, or 404. */
function visibleGroup(ctx: Scope, reference: string): Group {
  const group = ctx.org.groups.find((entry) => entry.group_reference === reference);
  return found(group && ctx.may(group.group_reference) ? group : undefined, `Group ${reference}`);
}

/** 403 unless the caller may change an existing group (a new one is judged by its reference). */
function checkMayChange(ctx: Scope, reference: string): void {
  if (!ctx.may(reference)) throw forbidden(`${ctx.caller.user} may not ${ctx.action} on group ${reference}`);
}

/** One error per tag that breaks the definitions: a repeated key, a key without a definition, a value not allowed. */
function tagErrors(org: Org, tags: readonly Tag[]): FieldError[] {
  return tags.flatMap((tag, index) => {
    const path = `tags.${index}.tag_value`;
    const definition = org.tags.find((entry) => entry.tag_key === tag.tag_key);
    if (tags.findIndex((other) => other.tag_key === tag.tag_key) !== index)
      return [{ path, message: `The tag ${tag.tag_key} is already on the group` }];
    if (!definition) return [{ path, message: `No tag definition has the key ${tag.tag_key}` }];
    return allows(definition, tag.tag_value) ? [] : [{ path, message: `Must be one of the values of the tag ${tag.tag_key}` }];
  });
}

/** The tags of a request with the required tags it lacks added with their default value. */
function withRequiredTags(org: Org, tags: readonly Tag[]): Tag[] {
  const missing = org.tags.filter(
    (definition) => definition.is_required && definition.default_value !== null && !tags.some((tag) => tag.tag_key === definition.tag_key),
  );
  return [...tags, ...missing.map((definition) => ({ tag_key: definition.tag_key, tag_value: definition.default_value ?? '' }))];
}

/** Why a group cannot be deleted, or undefined when it can (see deleteGroup in the contract). */
function deletionBlock(org: Org, reference: string): string | undefined {
  const users = org.users.filter((user) => user.group === reference && user.is_active).length;
  const devices = org.devices.filter(
    (device) => device.group === reference && !device.is_deactivated && device.activated_at !== null,
  ).length;
  if (users || devices) return `Group ${reference} has ${users} active device users and ${devices} active devices`;
  if (org.accountDefaults.user_group === reference) return `Group ${reference} is the account's default group`;
  const app = org.clientApps.find((entry) => entry.group === reference);
  return app ? `Group ${reference} is the group of the client app ${app.app_reference}` : undefined;
}

/** Whether a group carries the `tag_key` and `tag_value` filters (a value alone matches any tag). */
function carries(group: Group, key: string | undefined, value: string | undefined): boolean {
  return (
    (!key && value === undefined) ||
    group.tags.some((tag) => (!key || tag.tag_key === key) && (value === undefined || tag.tag_value === value))
  );
}

export const accessGroupsAdmin = {
  listGroups: (ctx) => {
    const { org, query } = ctx;
    const matching = org.groups.filter(
      (group) =>
        ctx.may(group.group_reference) &&
        carries(group, query.tag_key, query.tag_value) &&
        matchesSearch(query.search, group.group_reference, ...group.tags.map((tag) => tag.tag_value)),
    );
    const page = pageByKey(matching, query, (group) => group.group_reference);
    return { ...page, data: page.data.map((group) => withStats(org, group)) };
  },
  getGroup: (ctx) => withStats(ctx.org, visibleGroup(ctx, ctx.path.group_reference)),
  putGroup: (ctx) => {
    const { org, path, body } = ctx;
    checkMayChange(ctx, path.group_reference);
    const errors = tagErrors(org, body.tags);
    if (errors.length) throw unprocessable(errors);
    const group: Group = { group_reference: path.group_reference, tags: withRequiredTags(org, body.tags) };
    if (group.tags.length > MAX_TAGS)
      throw unprocessable([{ path: 'tags', message: `At most ${MAX_TAGS} tags, the required ones included` }]);
    const index = org.groups.findIndex((entry) => entry.group_reference === group.group_reference);
    if (index >= 0) org.groups[index] = group;
    else org.groups.push(group);
    return withStats(org, group);
  },
  deleteGroup: (ctx) => {
    const { org, path } = ctx;
    const group = visibleGroup(ctx, path.group_reference);
    const block = deletionBlock(org, group.group_reference);
    if (block) throw conflict(block);
    org.groups.splice(org.groups.indexOf(group), 1);
  },
} satisfies HandlerTable<'admin'>;
