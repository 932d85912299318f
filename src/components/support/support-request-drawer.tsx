import { HStack, SkeletonText, Stack, Text } from '@chakra-ui/react';
import type { SupportAccessRequest } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DateTime } from '@/components/date-time/date-time';
import { DrawerFrame } from '@/components/drawer-frame';
import { MetadataList } from '@/components/detail/metadata-list';
import { LoadError } from '@/components/load-error';
import { StateBadge } from '@/components/state-badge/state-badge';

interface SupportRequestDrawerProps {
  /** The request shown (the drawer is open while it is set). */
  reference: string | undefined;
  request: (SupportAccessRequest & { client?: string | undefined }) | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
  /** The name to show for a staff member's reference (default the reference). */
  staffName?: (reference: string) => string;
  /** What can be done with the loaded request (approve, start a session…). */
  actions?: (request: SupportAccessRequest) => ReactNode;
}

/** One support access request, read by its own reference, in a side panel over its list. */
export function SupportRequestDrawer({
  reference,
  request,
  loading,
  error,
  onRetry,
  onClose,
  staffName = (value) => value,
  actions,
}: SupportRequestDrawerProps) {
  const { t } = useLingui();
  const role = request?.role;
  let body: ReactNode;
  if (error && !request)
    body = <LoadError title={<Trans>The support access request could not be loaded.</Trans>} error={error} onRetry={onRetry} />;
  else if (loading || !request) body = <SkeletonText noOfLines={6} aria-busy="true" />;
  else
    body = (
      <Stack gap="5">
        <HStack gap="2">
          <StateBadge kind="supportAccess" value={request.approval_state} />
        </HStack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {request.request_description}
        </Text>
        <MetadataList
          items={[
            { label: t`Reference`, value: request.request_reference },
            { label: t`Client`, value: request.client, hidden: !request.client },
            { label: t`Role`, value: request.role },
            { label: t`Requested by`, value: request.requested_by ? staffName(request.requested_by) : null },
            { label: t`Requested`, value: request.requested_at ? <DateTime value={request.requested_at} /> : null },
            { label: t`Asked until`, value: <DateTime value={request.requested_expiry} /> },
            { label: t`Approved until`, value: request.approval_expiry ? <DateTime value={request.approval_expiry} /> : null },
            { label: t`Decided by`, value: request.approved_by },
            { label: t`Rejection reason`, value: request.rejection_reason, hidden: request.approval_state !== 'rejected' },
          ]}
        />
      </Stack>
    );
  return (
    <DrawerFrame
      open={Boolean(reference)}
      onClose={onClose}
      size="md"
      title={request ? t`Support access for the ${role} role` : t`Support access request`}
      footer={request && actions ? actions(request) : null}
    >
      {body}
    </DrawerFrame>
  );
}
