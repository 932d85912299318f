import { RetentionRecordType, type PayloadRetentionRule, type RetentionPolicy, type RetentionRule } from '@generated/client/model';
import { putRetentionPolicyBody } from '@generated/client/zod/retention/retention';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { z } from 'zod';
import { PAYLOAD_TYPES } from '@/lib/payload-types';

export const RECORD_TYPES = Object.values(RetentionRecordType);
interface Days {
  delete_after_days?: number | undefined;
  destroy_after_days?: number | undefined;
}

/** The generated policy body, plus: destruction may not come before deletion. */
export function useRetentionSchema() {
  const { t } = useLingui();
  return useMemo(
    () =>
      putRetentionPolicyBody.superRefine((policy, ctx) => {
        const check = (list: 'record_types' | 'payload_types', rules: readonly Days[]) =>
          rules.forEach((rule, index) => {
            if (
              rule.delete_after_days !== undefined &&
              rule.destroy_after_days !== undefined &&
              rule.destroy_after_days < rule.delete_after_days
            ) {
              ctx.addIssue({
                code: 'custom',
                path: [list, index, 'destroy_after_days'],
                message: t`Must not be less than the days before deletion`,
              });
            }
          });
        check('record_types', policy.record_types);
        check('payload_types', policy.payload_types);
      }),
    [t],
  );
}

export type RetentionFormValues = z.output<typeof putRetentionPolicyBody>;

/** One row per record type and per payload type, filled from the stored policy (absent rules are empty: never). */
export function policyToForm(policy: RetentionPolicy): RetentionFormValues {
  return {
    record_types: RECORD_TYPES.map((record_type) => ({
      ...policy.record_types.find((rule) => rule.record_type === record_type),
      record_type,
    })),
    payload_types: PAYLOAD_TYPES.map((payload_type) => ({
      retention_timestamp_type: 'payload_time',
      ...policy.payload_types.find((rule) => rule.payload_type === payload_type),
      payload_type,
    })),
  };
}

const isSet = (value: number | undefined) => value !== undefined;

/** The policy to store: rows with nothing set are left out (no rule means keep for ever). */
export function formToPolicy(values: RetentionFormValues): RetentionPolicy {
  const recordTypes: RetentionRule[] = values.record_types.filter(
    (rule) => isSet(rule.delete_after_days) || isSet(rule.destroy_after_days),
  );
  const payloadTypes: PayloadRetentionRule[] = values.payload_types.filter(
    (rule) =>
      isSet(rule.delete_after_days) ||
      isSet(rule.destroy_after_days) ||
      Boolean(rule.required_receipts) ||
      Boolean(rule.required_transfers),
  );
  return { record_types: recordTypes, payload_types: payloadTypes };
}
