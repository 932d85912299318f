import { getListAllLicensesQueryKey, listAllLicenses } from '@generated/internal/hooks/licenses/licenses';
import type { ClientLicenseUse, ListAllLicensesParams } from '@generated/internal/model';
import { listAllLicensesQueryParams } from '@generated/internal/zod/licenses/licenses';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { FormDialog } from '@/components/form-dialog';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { urlParam } from '@/components/url-state/url-params';
import { Screen } from '@/components/screen';
import { paths } from '@/lib/paths';
import { LicenseLimitsForm } from './licenses/license-limits-form';
import { useLicenseColumns } from './licenses/use-license-columns';

const url = { sort: urlParam.sort(), edit: urlParam.text(63) };
const screenSpec: ListScreenSpec<typeof url, ListAllLicensesParams> = { url, schema: listAllLicensesQueryParams, toParams: () => ({}) };
const source = { fetcher: listAllLicenses, queryKey: getListAllLicensesQueryKey };

/** Every client's licence limits and use per service (`GET /licenses`); a row opens its limits editor. */
export default function InternalLicensesPage() {
  const { t } = useLingui();
  const screen = useListScreen(screenSpec, source);
  const { filters: state, list } = screen;
  const [params] = useSearchParams();
  const columns = useLicenseColumns();
  const editing = state.values.edit;
  const editHref = (client: string) => {
    const next = new URLSearchParams(params);
    next.set('edit', client);
    return `?${next.toString()}`;
  };
  const close = () => state.set({ edit: undefined });
  return (
    <Screen gap="6" path={paths.internal.licenses}>
      <ListScreen<ClientLicenseUse>
        screen={screen}
        id="internal-licenses"
        caption={t`Licence use per client`}
        columns={columns}
        rowKey={(row) => row.client}
        rowHref={(row) => editHref(row.client)}
        emptyTitle={t`No clients`}
        emptyDescription={t`No client has licence limits yet.`}
        exportFileName="licences"
        rowHeight={56}
      />
      <FormDialog open={Boolean(editing)} onClose={close} title={t`Licence limits of ${editing}`} size="lg">
        {editing ? (
          <LicenseLimitsForm client={editing} use={list.rows.find((row) => row.client === editing)} onCancel={close} onSaved={close} />
        ) : null}
      </FormDialog>
    </Screen>
  );
}
