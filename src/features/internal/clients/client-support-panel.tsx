import { Button, Card, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { getListClientSupportAccessQueryKey, listClientSupportAccess } from '@generated/internal/hooks/support-access/support-access';
import type { ListClientSupportAccessParams, SupportAccessRequest } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { ConfirmButton } from '@/components/confirm-dialog';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Icon } from '@/components/icon';
import { textColumn } from '@/components/data-table/text-column';
import { useRequestColumns } from '@/components/support/request-columns';
import { supportRequestHref } from '../internal-hrefs';
import { SessionStartAction } from '../support/session-start-action';
import { RequestSupportForm } from './request-support-form';
import { useSupportMutations } from './use-support-mutations';
import { timeColumn } from '@/components/data-table/time-column';

const NO_PARAMS: ListClientSupportAccessParams = {};

/** The client's support access requests, newest first; request access, cancel a pending request, or start a session with an approved one. */
export function ClientSupportPanel({ client }: { client: string }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const canRequest = usePermission('requestSupportAccess').allowed;
  const canCancel = usePermission('cancelSupportAccess').allowed;
  const { cancel } = useSupportMutations(client);
  const list = usePagedList<ListClientSupportAccessParams, SupportAccessRequest>(
    (params, signal) => listClientSupportAccess(client, params, signal),
    (params) => getListClientSupportAccessQueryKey(client, params),
    NO_PARAMS,
  );
  const shared = useRequestColumns<SupportAccessRequest>();
  const columns = useMemo<Column<SupportAccessRequest>[]>(
    () => [
      shared.state,
      {
        ...shared.role,
        primary: false,
        cell: (row) => {
          const role = row.role;
          return (
            <ChakraLink asChild colorPalette="blue" variant="underline" title={t`Open the request for ${role}`}>
              <Link to={supportRequestHref(client, row.request_reference)}>{row.role}</Link>
            </ChakraLink>
          );
        },
      },
      shared.reason,
      shared.requestedBy,
      timeColumn({
        id: 'until',
        header: t`Until`,
        width: '10rem',
        value: (row) => row.approval_expiry ?? row.requested_expiry,
      }),
      textColumn({
        id: 'decision',
        header: t`Decision`,
        width: '12rem',
        hidden: true,
        long: true,
        sortable: false,
        value: (row) => row.rejection_reason ?? row.approved_by,
      }),
      {
        id: 'actions',
        header: t`Actions`,
        width: '11rem',
        cell: (row) => {
          const role = row.role;
          return row.approval_state === 'pending' && canCancel ? (
            <ConfirmButton
              label={t`Cancel`}
              buttonProps={{ size: 'xs' }}
              title={t`Cancel the request for ${role}?`}
              description={t`The client will no longer be asked to approve it.`}
              confirmLabel={t`Cancel request`}
              onConfirm={() => cancel(row.request_reference)}
            />
          ) : (
            <SessionStartAction request={row} client={client} />
          );
        },
      },
    ],
    [t, canCancel, cancel, client, shared],
  );
  return (
    <Stack gap="4">
      {asking ? (
        <Card.Root variant="outline" size="sm">
          <Card.Body>
            <RequestSupportForm client={client} onDone={() => setAsking(false)} />
          </Card.Body>
        </Card.Root>
      ) : canRequest ? (
        <HStack>
          <Button size="sm" onClick={() => setAsking(true)}>
            <Icon icon={faPlus} />
            <Trans>Request support access</Trans>
          </Button>
        </HStack>
      ) : null}
      <DataTable<SupportAccessRequest>
        id="client-support-access"
        caption={t`Support access requests to ${client}`}
        columns={columns}
        rowKey={(row) => row.request_reference}
        list={list}
        emptyTitle={t`No requests`}
        emptyDescription={t`Nobody has asked this client for support access.`}
        maxHeight="50vh"
      />
    </Stack>
  );
}
