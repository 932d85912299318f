import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { TextFilter } from './text-filter';
import { useGroupNames } from './use-group-names';

/** The account's groups to choose from (GET groups), or a typed group name when the profile may not list them. */
export function GroupFilter({ value, onChange }: { value: string | undefined; onChange: (group: string | undefined) => void }) {
  const { t } = useLingui();
  const { names, allowed } = useGroupNames();
  const options = useMemo(
    () => [...(value && !names.includes(value) ? [value] : []), ...names].map((name) => ({ value: name, label: name })),
    [names, value],
  );
  if (!allowed) return <TextFilter label={t`Group`} value={value} onChange={onChange} />;
  return <ChoiceFilter label={t`Group`} options={options} value={value} onChange={onChange} anyLabel={t`All groups`} width="12rem" />;
}
