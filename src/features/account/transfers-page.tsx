import { Button } from '@chakra-ui/react';
import { faGear } from '@fortawesome/free-solid-svg-icons/faGear';
import { getListTransfersQueryKey, listTransfers } from '@generated/client/hooks/transfers/transfers';
import type { ListTransfersParams, Transfer } from '@generated/client/model';
import { listTransfersQueryParams } from '@generated/client/zod/transfers/transfers';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { dateRangeParams } from '@/components/filters/date-range';
import { Icon } from '@/components/icon';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { href, paths } from '@/lib/paths';
import { Screen } from '@/components/screen';
import { useTransferColumns } from './transfers/transfer-columns';
import { TransferFilters, transferSpec } from './transfers/transfer-filters';

const screenSpec: ListScreenSpec<typeof transferSpec, ListTransfersParams> = {
  url: transferSpec,
  schema: listTransfersQueryParams,
  toParams: (v, { dayZone }) => ({
    ...(v.state.length ? { transfer_state: v.state } : {}),
    ...(v.type ? { transfer_type: v.type } : {}),
    ...(v.config ? { transfer_config_reference: v.config } : {}),
    ...dateRangeParams({ from: v.from, to: v.to }, dayZone),
  }),
};
const source = { fetcher: listTransfers, queryKey: getListTransfersQueryKey };

/** Transfers of payloads to the client's storage: state, period, payload count; run again. */
export default function TransfersPage() {
  const { t } = useLingui();
  const title = t`Transfers`;
  const screen = useListScreen(screenSpec, source, { total: true });
  const columns = useTransferColumns();

  return (
    <Screen
      path={paths.account.transfers}
      actions={
        <Button asChild variant="outline">
          <Link to={paths.account.transferConfig}>
            <Icon icon={faGear} />
            <Trans>Configurations</Trans>
          </Link>
        </Button>
      }
    >
      <ListScreen<Transfer>
        screen={screen}
        filters={<TransferFilters filters={screen.filters} />}
        paramLabels={{ transfer_config_reference: t`Configuration` }}
        id="transfers"
        caption={title}
        columns={columns}
        rowKey={(row) => row.transfer_id}
        rowHref={(row) => href.transfer(row.transfer_id)}
        emptyTitle={t`No transfers`}
        emptyDescription={screen.filtered ? t`No transfer matches these filters.` : t`Transfers appear here once a configuration has run.`}
        exportFileName="transfers"
      />
    </Screen>
  );
}
