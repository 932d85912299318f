import { Alert, Button, Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useListStaff } from '@generated/internal/hooks/staff/staff';
import { useListSupportAccessByStatus } from '@generated/internal/hooks/support-access/support-access';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { SupportRequestsTable } from './support-requests-table';

const STATES = ['pending', 'approved', 'rejected', 'canceled', 'revoked', 'expired'] as const;
type ApprovalState = (typeof STATES)[number];
const isState = (value: string | null): value is ApprovalState => STATES.includes(value as ApprovalState);

/** Support access requests by approval state; an approved, unexpired one starts support mode. */
export default function SupportPage() {
  const { t } = useLingui();
  usePageTitle(t`Support`);
  const [params, setParams] = useSearchParams();
  const status = isState(params.get('status')) ? (params.get('status') as ApprovalState) : 'approved';
  const requests = useListSupportAccessByStatus(status);
  const staff = useListStaff();
  const staffNames = useMemo(() => new Map((staff.data?.data ?? []).map((member) => [member.user_reference, member.name ?? member.user_reference])), [staff.data]);
  const labels: Record<ApprovalState, string> = { pending: t`Pending`, approved: t`Approved`, rejected: t`Rejected`, canceled: t`Canceled`, revoked: t`Revoked`, expired: t`Expired` };
  const rows = requests.data?.data ?? [];
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl"><Trans>Support access</Trans></Heading>
      <Text color="fg.muted"><Trans>Requests to act in a client's account. Start a support session from an approved request that has not expired.</Trans></Text>
      <Tabs.Root value={status} onValueChange={(details) => setParams({ status: details.value })} variant="line">
        <Tabs.List>
          {STATES.map((state) => (
            <Tabs.Trigger key={state} value={state}>{labels[state]}</Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={status}>
          <Stack gap="6">
            {requests.isPending ? <Skeleton height="40" /> : null}
            {requests.isError ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title><Trans>The requests could not be loaded.</Trans></Alert.Title>
                <Button size="sm" variant="outline" onClick={() => void requests.refetch()}><Trans>Retry</Trans></Button>
              </Alert.Root>
            ) : null}
            {requests.isSuccess && rows.length === 0 ? <Text color="fg.muted"><Trans>No {labels[status]} requests.</Trans></Text> : null}
            {rows.length ? <SupportRequestsTable requests={rows} staffNames={staffNames} /> : null}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
