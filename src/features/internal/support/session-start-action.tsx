import { Text } from '@chakra-ui/react';
import type { SupportAccessRequest } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile } from '@/auth/use-profile';
import { sessionRefusal } from './session-start';
import { StartSessionButton } from './start-session-button';

interface SessionStartActionProps {
  request: SupportAccessRequest;
  /** The client the request was made to, when the record does not say. */
  client?: string | undefined;
  /** The name to show for the staff member who made the request (default their reference). */
  staffName?: (reference: string) => string;
  /** The whole reason, for a drawer; a table cell shows it short. */
  long?: boolean;
  buttonProps?: Parameters<typeof StartSessionButton>[0]['buttonProps'];
}

/**
 * "Start support session" for the signed-in staff member's own approved request; for another's,
 * why it cannot be used; nothing for a request that is not approved.
 */
export function SessionStartAction({
  request,
  client,
  staffName = (reference) => reference,
  long = false,
  buttonProps,
}: SessionStartActionProps) {
  const { t } = useLingui();
  const me = useProfile().data?.user_reference;
  const target = request.client ?? client;
  const refusal = sessionRefusal({ ...request, client: target }, me);
  if (!refusal) return <StartSessionButton request={request} client={client} buttonProps={buttonProps} />;
  if (refusal !== 'someone-else') return null;
  const requester = request.requested_by ? staffName(request.requested_by) : undefined;
  const reason = requester
    ? t`${target} approved this request for ${requester}, and only they can start a support session with it. Ask ${target} for support access of your own.`
    : t`${target} approved this request for the staff member who made it, and only they can start a support session with it. Ask ${target} for support access of your own.`;
  if (long)
    return (
      <Text fontSize="sm" color="fg.muted">
        {reason}
      </Text>
    );
  return (
    <Text as="span" fontSize="xs" color="fg.muted" truncate title={reason}>
      {requester ? <Trans>Only {requester} can start it</Trans> : <Trans>Only the staff member who asked can start it</Trans>}
    </Text>
  );
}
