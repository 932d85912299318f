import { Heading, Stack, Text } from '@chakra-ui/react';
import { getListAllLicensesQueryKey, listAllLicenses } from '@generated/internal/hooks/licenses/licenses';
import type { ClientLicenseUse, ListAllLicensesParams } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { FormDialog } from '@/components/form-dialog';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { urlParam } from '@/components/url-state/url-params';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { LicenseLimitsForm } from './licenses/license-limits-form';
import { useLicenseColumns } from './licenses/use-license-columns';

const spec = { sort: urlParam.sort(), edit: urlParam.text(63) };
const NO_PARAMS: ListAllLicensesParams = {};

/** Every client's licence limits and use per service (`GET /licenses`); a row opens its limits editor. */
export default function InternalLicensesPage() {
  const { t } = useLingui();
  usePageTitle(t`Licenses`);
  const state = useUrlState(spec);
  const [params] = useSearchParams();
  const list = usePagedList<ListAllLicensesParams, ClientLicenseUse>(listAllLicenses, getListAllLicensesQueryKey, NO_PARAMS);
  const columns = useLicenseColumns();
  const editing = state.values.edit;
  const editHref = (client: string) => {
    const next = new URLSearchParams(params);
    next.set('edit', client);
    return `?${next.toString()}`;
  };
  const close = () => state.set({ edit: undefined });
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Licenses</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Licences in use against each client's limit, per service. Open a client to change its limits.</Trans>
        </Text>
      </Stack>
      <DataTable<ClientLicenseUse>
        id="internal-licenses"
        caption={t`Licence use per client`}
        columns={columns}
        rowKey={(row) => row.client}
        rowHref={(row) => editHref(row.client)}
        list={list}
        sort={state.values.sort}
        onSortChange={(sort) => state.set({ sort })}
        emptyTitle={t`No clients`}
        emptyDescription={t`No client has licence limits yet.`}
        exportFileName="licences"
        rowHeight={56}
      />
      <FormDialog open={Boolean(editing)} onClose={close} title={t`Licence limits of ${editing}`} size="lg">
        {editing ? <LicenseLimitsForm client={editing} use={list.rows.find((row) => row.client === editing)} onCancel={close} onSaved={close} /> : null}
      </FormDialog>
    </Stack>
  );
}
