import { useListTransferConfigs } from '@generated/client/hooks/transfer-configs/transfer-configs';
import { useMemo } from 'react';
import type { FilterOption } from '@/components/filters/enum-filter';
import { freshness } from '@/api/freshness';

const ALL = { limit: 1000 } as const;

/** The transfer configuration references as filter choices. */
export function useConfigOptions(current: string | undefined): FilterOption<string>[] {
  const configs = useListTransferConfigs(ALL, { query: { staleTime: freshness.minute } });
  return useMemo(() => {
    const names = (configs.data?.data ?? []).map((config) => config.transfer_config_reference);
    return [...new Set([...names, ...(current ? [current] : [])])].map((name) => ({ value: name, label: name }));
  }, [configs.data, current]);
}
