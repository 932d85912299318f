import { useLingui } from '@lingui/react/macro';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { SearchFilter } from '@/components/filters/search-filter';
import { useGroupOptions } from './use-group-options';

/** A group filter: a choice of the account's groups, or a text box when the list is not available. */
export function GroupFilter({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const { t } = useLingui();
  const options = useGroupOptions();
  if (!options) return <SearchFilter label={t`Group`} value={value} onChange={onChange} />;
  const withCurrent = value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return <ChoiceFilter label={t`Group`} options={withCurrent} value={value} onChange={onChange} anyLabel={t`All groups`} />;
}
