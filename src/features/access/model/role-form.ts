import { z } from '@generated/zod';
import { getRoleResponse, putRoleBody } from '@generated/admin/zod/access/access';
import type { PayloadType, Role, RoleCondition, RolePermission, RoleRequest } from '@generated/admin/model';
import { isValidRegExp } from '@/lib/permissions/matchers';

export interface RoleFormMessages {
  duplicateReference: string;
  invalidRegExp: string;
}

const conditionFields = z.object({
  names_matching: z.string(),
  keys_matching: z.string(),
  values_matching: z.string(),
  is_denied: z.boolean(),
  is_regex: z.boolean(),
});

const permissionFields = z.object({
  actions_matching: z.string(),
  is_denied: z.boolean(),
  is_regex: z.boolean(),
  conditions: z.array(conditionFields),
});

const roleFormFields = z.object({
  role_reference: z.string(),
  description: z.string(),
  permissions: z.array(permissionFields),
  /** No restriction: `payload_types` is left out of the request (all types). */
  all_payload_types: z.boolean(),
  payload_types: z.array(z.string()),
  cidr_ranges: z.array(z.string()),
  alert_permissions: z.object({ ops_read: z.boolean(), ops_write: z.boolean(), sec_read: z.boolean(), sec_write: z.boolean() }),
  is_alertable: z.boolean(),
});

export type RoleFormValues = z.input<typeof roleFormFields>;
export type ConditionFormValues = z.input<typeof conditionFields>;
export type PermissionFormValues = z.input<typeof permissionFields>;
export type RoleFormOutput = RoleRequest & { role_reference: string };

/** A condition as the contract has it: empty matchers and false flags left out, so "at least one property" means something. */
export function toCondition(values: ConditionFormValues): RoleCondition {
  const condition: RoleCondition = {};
  for (const key of ['names_matching', 'keys_matching', 'values_matching'] as const) if (values[key] !== '') condition[key] = values[key];
  if (values.is_denied) condition.is_denied = true;
  if (values.is_regex) condition.is_regex = true;
  return condition;
}

export function toPermission(values: PermissionFormValues): RolePermission {
  return {
    actions_matching: values.actions_matching,
    is_denied: values.is_denied,
    is_regex: values.is_regex,
    conditions: values.conditions.map(toCondition),
  };
}

/** The form values as the PUT roles/{role_reference} body, plus the reference of the path. */
export function toRoleRequest(values: RoleFormValues): RoleFormOutput {
  const request: RoleFormOutput = {
    role_reference: values.role_reference,
    permissions: values.permissions.map(toPermission),
    cidr_ranges: values.cidr_ranges,
    alert_permissions: { ...values.alert_permissions },
    is_alertable: values.is_alertable,
  };
  if (values.description !== '') request.description = values.description;
  if (!values.all_payload_types) request.payload_types = values.payload_types as PayloadType[];
  return request;
}

type Issue = { path: (string | number)[]; message: string };

/** Matchers marked as regular expressions that do not compile, with where they are. */
export function invalidRegExps(permissions: readonly RolePermission[], message: string): Issue[] {
  const issues: Issue[] = [];
  permissions.forEach((permission, index) => {
    if (permission.is_regex && !isValidRegExp(permission.actions_matching))
      issues.push({ path: ['permissions', index, 'actions_matching'], message });
    permission.conditions?.forEach((condition, at) => {
      if (!condition.is_regex) return;
      for (const key of ['names_matching', 'keys_matching', 'values_matching'] as const) {
        const pattern = condition[key];
        if (pattern !== undefined && !isValidRegExp(pattern)) issues.push({ path: ['permissions', index, 'conditions', at, key], message });
      }
    });
  });
  return issues;
}

/**
 * The role form's schema: the values become the request body, checked by the generated schema
 * (reference 3 to 35 characters with the name pattern, at least one permission, a property per
 * condition, CIDR ranges), then: regular expressions compile, and a new reference is not taken.
 */
export function roleFormSchema(messages: RoleFormMessages, takenReferences: readonly string[] = []) {
  const checked = putRoleBody.safeExtend({ role_reference: getRoleResponse.shape.role_reference });
  return roleFormFields
    .transform(toRoleRequest)
    .pipe(checked)
    .superRefine((role, context) => {
      if (takenReferences.includes(role.role_reference))
        context.addIssue({ code: 'custom', path: ['role_reference'], message: messages.duplicateReference });
      for (const issue of invalidRegExps(role.permissions, messages.invalidRegExp)) context.addIssue({ code: 'custom', ...issue });
    });
}

export const emptyCondition = (): ConditionFormValues => ({
  names_matching: '',
  keys_matching: '',
  values_matching: '',
  is_denied: false,
  is_regex: false,
});
export const emptyPermission = (): PermissionFormValues => ({ actions_matching: '', is_denied: false, is_regex: false, conditions: [] });

/** Form values for a new role (one empty permission), or to edit `role`. */
export function roleFormValues(role?: Role): RoleFormValues {
  return {
    role_reference: role?.role_reference ?? '',
    description: role?.description ?? '',
    permissions: role
      ? role.permissions.map((permission) => ({
          actions_matching: permission.actions_matching,
          is_denied: permission.is_denied ?? false,
          is_regex: permission.is_regex ?? false,
          conditions: (permission.conditions ?? []).map((condition) => ({
            names_matching: condition.names_matching ?? '',
            keys_matching: condition.keys_matching ?? '',
            values_matching: condition.values_matching ?? '',
            is_denied: condition.is_denied ?? false,
            is_regex: condition.is_regex ?? false,
          })),
        }))
      : [emptyPermission()],
    all_payload_types: role ? role.payload_types === undefined : true,
    payload_types: role?.payload_types ?? [],
    cidr_ranges: role?.cidr_ranges ?? [],
    alert_permissions: role ? { ...role.alert_permissions } : { ops_read: false, ops_write: false, sec_read: false, sec_write: false },
    is_alertable: role?.is_alertable ?? false,
  };
}
