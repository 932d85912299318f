import { Button, Table, Text } from '@chakra-ui/react';
import type { SupportAccessRequest } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { enableSupportMode } from '@/auth/session';

/** Approved requests whose approval has not expired can start a support session. */
export const canStartSession = (request: SupportAccessRequest, now = Date.now()): boolean =>
  request.approval_state === 'approved' && Boolean(request.client) && Boolean(request.approval_expiry) && Date.parse(request.approval_expiry ?? '') > now;

export function SupportRequestsTable({ requests, staffNames }: { requests: SupportAccessRequest[]; staffNames: Map<string, string> }) {
  const { t, i18n } = useLingui();
  const [starting, setStarting] = useState<string>();
  const when = (value: string | null | undefined) => (value ? i18n.date(value, { dateStyle: 'medium', timeStyle: 'short' }) : '–');
  const start = (request: SupportAccessRequest) => {
    setStarting(request.request_reference);
    enableSupportMode(request.request_reference, request.client ?? '').catch(() => setStarting(undefined));
  };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Client`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Role`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Reason`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Requested by`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Requested expiry`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Decision`}</Table.ColumnHeader>
            <Table.ColumnHeader><Text srOnly>{t`Actions`}</Text></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {requests.map((request) => (
            <Table.Row key={request.request_reference}>
              <Table.Cell fontWeight="medium">{request.client}</Table.Cell>
              <Table.Cell>{request.role}</Table.Cell>
              <Table.Cell maxW="xs" wordBreak="break-word">{request.request_description}</Table.Cell>
              <Table.Cell>{staffNames.get(request.requested_by ?? '') ?? request.requested_by ?? '–'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{when(request.requested_expiry)}</Table.Cell>
              <Table.Cell>
                {request.approval_state === 'approved' ? <Trans>Approved by {request.approved_by ?? '–'} until {when(request.approval_expiry)}</Trans> : null}
                {request.approval_state === 'rejected' ? <Trans>Rejected: {request.rejection_reason ?? '–'}</Trans> : null}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {canStartSession(request) ? (
                  <Button size="xs" onClick={() => start(request)} loading={starting === request.request_reference}>
                    <Trans>Start support session</Trans>
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
