import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getListPayloadsQueryKey, listPayloads } from '@generated/client/hooks/payloads/payloads';
import { PayloadType, type ListPayloadsParams, type Payload } from '@generated/client/model';
import { listPayloadsQueryParams } from '@generated/client/zod/payloads/payloads';
import { usePermission } from '@/auth/use-permission';
import { useProfile } from '@/auth/use-profile';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { dateRangeParams } from '@/components/filters/date-range';
import { SearchFilter } from '@/components/filters/search-filter';
import { urlParam } from '@/components/url-state/url-params';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { useDiagnosticsColumns } from './diagnostics/diagnostics-columns';

const url = { device: urlParam.text(), from: urlParam.date(), to: urlParam.date(), sort: urlParam.sort() };
const screenSpec: ListScreenSpec<typeof url, ListPayloadsParams> = {
  url,
  schema: listPayloadsQueryParams,
  toParams: (v, { dayZone }) => ({
    types: [PayloadType.Diagnostics],
    ...(v.device ? { device_reference: v.device } : {}),
    ...dateRangeParams({ from: v.from, to: v.to }, dayZone),
  }),
};
const source = { fetcher: listPayloads, queryKey: getListPayloadsQueryKey };

/** /dashboard/services/diagnostics: diagnostics bundles uploaded by devices, with download. */
export default function DiagnosticsPage() {
  const { t } = useLingui();
  const profile = useProfile();
  const allowedType = Boolean(profile.data && profile.data.payload_types.includes(PayloadType.Diagnostics));
  const canList = usePermission('listPayloads').allowed && allowedType;
  const screen = useListScreen(screenSpec, source, { total: true, pageSize: 100, enabled: canList, pending: profile.isPending });
  const { values: v, filters } = screen;
  const columns = useDiagnosticsColumns();

  return (
    <Screen path={paths.services.diagnostics}>
      {profile.data && !canList ? (
        <Text>
          <Trans>Your roles do not allow viewing diagnostics uploads.</Trans>
        </Text>
      ) : (
        <>
          <ListScreen<Payload>
            screen={screen}
            filters={
              <>
                <SearchFilter label={t`Device reference`} value={v.device} onChange={(device) => filters.set({ device })} />
                <DateRangeFilter
                  fields={[{ value: 'payload_time', label: t`Recorded` }]}
                  value={{ field: 'payload_time', from: v.from, to: v.to }}
                  onChange={(range) => filters.set({ from: range.from, to: range.to })}
                />
              </>
            }
            paramLabels={{ device_reference: t`Device reference` }}
            id="diagnostics"
            caption={t`Diagnostics uploads`}
            columns={columns}
            rowKey={(row) => row.payload_reference}
            emptyTitle={<Trans>No diagnostics uploads</Trans>}
            emptyDescription={<Trans>No device has uploaded diagnostics for these filters.</Trans>}
            exportFileName="diagnostics"
          />
        </>
      )}
    </Screen>
  );
}
