import { Button, type ButtonProps } from '@chakra-ui/react';
import type { SupportAccessRequest } from '@generated/internal/model';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { enableSupportMode } from '@/auth/session';
import { navigateTo } from '@/lib/navigation';

interface StartSessionButtonProps {
  request: SupportAccessRequest;
  /** The client the request was made to, when the record does not say. */
  client?: string | undefined;
  /** A page of the client's portal to open once support mode has begun (default its dashboard). */
  then?: string | undefined;
  children?: ReactNode;
  buttonProps?: ButtonProps;
}

/** Starts support mode with the request (acting as its client) and opens the client's dashboard, or `then`. */
export function StartSessionButton({ request, client, then, children, buttonProps }: StartSessionButtonProps) {
  const [starting, setStarting] = useState(false);
  const target = request.client ?? client ?? '';
  return (
    <Button
      size="xs"
      {...buttonProps}
      loading={starting}
      onClick={() => {
        setStarting(true);
        enableSupportMode(request.request_reference, target)
          .then(() => (then ? navigateTo(then) : undefined))
          .catch(() => setStarting(false));
      }}
    >
      {children ?? <Trans>Start support session</Trans>}
    </Button>
  );
}
