// Legal holds on portal users and device users. Placing a hold creates it or activates a released
// one; releasing keeps it listed as inactive. Holds on device users of groups the action is not
// allowed on are hidden, and such a device user cannot be held (404, as if unknown).
import type { components } from '../../../generated/client/schema';
import type { Ctx, HandlerTable } from '../handler';
import { found, notFound, unprocessable, type FieldError } from '../http/errors';
import { sortBy } from '../http/filters';
import { paginate } from '../http/paging';

type LegalHold = components['schemas']['LegalHold'];
type Target = Pick<LegalHold, 'target' | 'target_type'>;
/** What deciding whether a target is visible needs of a handler's context. */
type Viewer = Pick<Ctx<unknown>, 'org' | 'may'>;

/**
 * Whether the caller may see `target` for this action: a device user of an allowed group (or one
 * no longer known), a portal user of the organisation or one a hold already names.
 */
function visible(ctx: Viewer, { target, target_type: type }: Target, holdExists: boolean): boolean {
  const { org } = ctx;
  if (type === 'DeviceUser') {
    const user = org.users.find((entry) => entry.device_user_reference === target);
    return user ? ctx.may(user.group) : holdExists;
  }
  return Object.hasOwn(org.portalUsers, target) || holdExists;
}

/** The hold on the path's target, when the caller may see it. */
function holdOf(ctx: Viewer, target: Target): LegalHold | undefined {
  const hold = ctx.org.legalHolds.find((entry) => entry.target === target.target && entry.target_type === target.target_type);
  return visible(ctx, target, Boolean(hold)) ? hold : undefined;
}

/** 422 unless the body names the path's target. */
function checkSameTarget(path: Target, body: Target): void {
  const errors: FieldError[] = [];
  if (body.target !== path.target) errors.push({ path: 'target', message: 'Must name the same target as the path' });
  if (body.target_type !== path.target_type) errors.push({ path: 'target_type', message: 'Must name the same target type as the path' });
  if (errors.length) throw unprocessable(errors);
}

const targetName = ({ target, target_type: type }: Target) => `${type} ${target}`;

export const legalHoldsClient = {
  listLegalHolds: (ctx) => {
    const { org, query } = ctx;
    const matching = org.legalHolds.filter(
      (hold) =>
        (!query.target_type || hold.target_type === query.target_type) &&
        (query.is_active === undefined || hold.is_active === query.is_active) &&
        visible(ctx, hold, true),
    );
    const newestFirst = sortBy(
      matching,
      (hold) => hold.created_at,
      'desc',
      (hold) => `${hold.target_type}:${hold.target}`,
    );
    return paginate(newestFirst, query, (hold) => `${hold.target_type}:${hold.target}`);
  },
  putLegalHold: (ctx) => {
    const { org, path, body, caller } = ctx;
    checkSameTarget(path, body);
    const now = ctx.now();
    const hold = holdOf(ctx, path);
    if (hold) {
      if (!hold.is_active) Object.assign(hold, { is_active: true, updated_by: caller.user, updated_at: now });
      return hold;
    }
    if (!visible(ctx, path, false)) throw notFound(targetName(path));
    const placed: LegalHold = {
      target: path.target,
      target_type: path.target_type,
      is_active: true,
      created_at: now,
      updated_by: caller.user,
      updated_at: now,
    };
    org.legalHolds.push(placed);
    return placed;
  },
  releaseLegalHold: (ctx) => {
    const hold = found(holdOf(ctx, ctx.path), `Legal hold on ${targetName(ctx.path)}`);
    if (hold.is_active) Object.assign(hold, { is_active: false, updated_by: ctx.caller.user, updated_at: ctx.now() });
    return hold;
  },
} satisfies HandlerTable<'client'>;
