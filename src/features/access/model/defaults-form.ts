import { z } from '@generated/zod';
import { putAccountDefaultsBody } from '@generated/admin/zod/account/account';
import type { AccountDefaults } from '@generated/admin/model';

/**
 * The account defaults form is the PUT body itself (group 2 to 255 characters, role 3 to 35 with
 * the name pattern, CIDR ranges); an emptied select reads as undefined, so the choice is asked for.
 */
export function defaultsFormSchema(messages: { pickGroup: string; pickRole: string }) {
  return z
    .object({
      user_group: z.string({ error: messages.pickGroup }),
      role: z.string({ error: messages.pickRole }),
      cidr_ranges: z.array(z.string()),
    })
    .pipe(putAccountDefaultsBody);
}

export type DefaultsFormValues = z.input<ReturnType<typeof defaultsFormSchema>>;

export function defaultsFormValues(defaults: AccountDefaults): DefaultsFormValues {
  return { user_group: defaults.user_group, role: defaults.role, cidr_ranges: [...defaults.cidr_ranges] };
}
