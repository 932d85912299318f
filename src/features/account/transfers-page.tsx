import { Button, Stack } from '@chakra-ui/react';
import { faGear } from '@fortawesome/free-solid-svg-icons/faGear';
import { getListTransfersQueryKey, listTransfers } from '@generated/client/hooks/transfers/transfers';
import type { ListTransfersParams, Transfer } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { dateRangeParams } from '@/components/filters/date-range';
import { Icon } from '@/components/icon';
import { useUrlState } from '@/components/url-state/use-url-state';
import { usePageTitle } from '@/components/use-page-title';
import { href, paths } from '@/lib/paths';
import { PageHeading } from '@/components/page-heading';
import { useTransferColumns } from './transfers/transfer-columns';
import { TransferFilters, transferSpec } from './transfers/transfer-filters';

/** Transfers of payloads to the client's storage: state, period, payload count; run again. */
export default function TransfersPage() {
  const { t } = useLingui();
  const title = t`Transfers`;
  usePageTitle(title);
  const filters = useUrlState(transferSpec);
  const v = filters.values;
  const params = useMemo<ListTransfersParams>(
    () => ({
      ...(v.state.length ? { transfer_state: v.state } : {}),
      ...(v.type ? { transfer_type: v.type } : {}),
      ...(v.config ? { transfer_config_reference: v.config } : {}),
      ...dateRangeParams({ from: v.from, to: v.to }),
    }),
    [v],
  );
  const list = usePagedList(listTransfers, getListTransfersQueryKey, params, { total: true });
  const columns = useTransferColumns();

  return (
    <Stack gap="5">
      <PageHeading
        title={title}
        description={<Trans>Copies of payloads to your own storage (S3 or SFTP), one run per configuration and period.</Trans>}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.account.transferConfig}>
              <Icon icon={faGear} />
              <Trans>Configurations</Trans>
            </Link>
          </Button>
        }
      />
      <TransferFilters filters={filters} />
      <DataTable<Transfer>
        id="transfers"
        caption={title}
        columns={columns}
        rowKey={(row) => row.transfer_id}
        rowHref={(row) => href.transfer(row.transfer_id)}
        list={list}
        sort={v.sort}
        onSortChange={(sort) => filters.set({ sort })}
        emptyTitle={t`No transfers`}
        emptyDescription={filters.activeCount ? t`No transfer matches these filters.` : t`Transfers appear here once a configuration has run.`}
        exportFileName="transfers"
      />
    </Stack>
  );
}
