import { useLingui } from '@lingui/react/macro';
import type { DateRangeValue } from '@/components/filters/date-range';
import { DateRangeFilter } from '@/components/filters/date-range-filter';

interface RecordedRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: DateRangeValue) => void;
}

/** The days a list of GPS points was recorded on. */
export function RecordedRangeFilter({ from, to, onChange }: RecordedRangeFilterProps) {
  const { t } = useLingui();
  return (
    <DateRangeFilter fields={[{ value: 'timestamp', label: t`Recorded` }]} value={{ field: 'timestamp', from, to }} onChange={onChange} />
  );
}
