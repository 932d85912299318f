import { useLingui } from '@lingui/react/macro';
import { ChoiceFilter } from '@/components/filters/choice-filter';

/** Legacy only, not legacy, or either (undefined): records migrated from the legacy platform. */
export function LegacyFilter({ value, onChange }: { value: boolean | undefined; onChange: (legacy: boolean | undefined) => void }) {
  const { t } = useLingui();
  return (
    <ChoiceFilter
      label={t`Legacy`}
      options={[
        { value: 'true', label: t`Legacy only` },
        { value: 'false', label: t`Not legacy` },
      ]}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      onChange={(legacy) => onChange(legacy === undefined ? undefined : legacy === 'true')}
    />
  );
}
