import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PAYLOAD_TYPES } from '@/lib/payload-types';
import { formToPolicy, policyToForm, RECORD_TYPES, useRetentionSchema } from './retention-schema';

const policy = {
  record_types: [{ record_type: 'Gps' as const, delete_after_days: 365, destroy_after_days: 395 }],
  payload_types: [
    { payload_type: 'Call' as const, retention_timestamp_type: 'processed_at' as const, delete_after_days: 30, required_receipts: 1 },
  ],
};

describe('retention form', () => {
  it('has one row per record type and per payload type, filled from the stored rules', () => {
    const form = policyToForm(policy);
    expect(form.record_types).toHaveLength(RECORD_TYPES.length);
    expect(form.payload_types).toHaveLength(PAYLOAD_TYPES.length);
    expect(form.record_types.find((rule) => rule.record_type === 'Gps')).toEqual(policy.record_types[0]);
    expect(form.payload_types.find((rule) => rule.payload_type === 'Call')?.retention_timestamp_type).toBe('processed_at');
    expect(form.payload_types.find((rule) => rule.payload_type === 'SMS')).toEqual({
      payload_type: 'SMS',
      retention_timestamp_type: 'payload_time',
    });
  });

  it('stores only the rows with something set', () => {
    expect(formToPolicy(policyToForm(policy))).toEqual(policy);
  });

  it('refuses negative days and destruction before deletion', () => {
    const { result } = renderHook(() => useRetentionSchema(), {
      wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    });
    const form = policyToForm(policy);
    form.record_types[0] = { record_type: 'Gps', delete_after_days: 30, destroy_after_days: 10 };
    form.payload_types[0] = { ...form.payload_types[0]!, delete_after_days: -1 };
    const parsed = result.current.safeParse(form);
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('record_types.0.destroy_after_days');
    expect(paths).toContain('payload_types.0.delete_after_days');
    expect(parsed.error?.issues.find((issue) => issue.path.join('.') === 'record_types.0.destroy_after_days')?.message).toBe(
      'Must not be less than the days before deletion',
    );
  });
});
