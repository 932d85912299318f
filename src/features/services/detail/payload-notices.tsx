import { Alert, Code, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payload } from '@generated/client/model';
import { payloadStates } from '@/components/state-badge/state-definitions';
import { hasStateNotice } from '../model/payload-kinds';

/** Late upload, legacy origin, an unusual state, blocked or aborted call: said plainly at the top. */
export function PayloadNotices({ payload }: { payload: Payload }) {
  const { i18n } = useLingui();
  const state = payload.payload_state;
  const legacyReference = payload.legacy_payload_reference;
  const blockingReason = payload.meta.reason_for_blocking;
  return (
    <Stack gap="2">
      {hasStateNotice(state) && (
        <Alert.Root status={state === 'Destroyed' || state === 'Quarantined' || state === 'Failed' ? 'error' : 'warning'} size="sm">
          <Alert.Indicator />
          <Alert.Title>{i18n._(payloadStates[state].meaning)}</Alert.Title>
        </Alert.Root>
      )}
      {payload.payload_type === 'BlockedCall' && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Blocked call: it could not be recorded.</Trans>
            </Alert.Title>
            <Alert.Description wordBreak="break-word" data-testid="blocked-reason">
              {blockingReason ? <Trans>Reason: {blockingReason}</Trans> : <Trans>The device gave no reason.</Trans>}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {payload.payload_type === 'AbortedCall' && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Aborted call: an incoming call that was not picked up, so there is no recording.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {payload.is_late && (
        <Alert.Root status="warning" size="sm" variant="outline">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Late upload: this payload reached the platform more than 7 days after it was recorded.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      {payload.is_legacy && (
        <Alert.Root status="neutral" size="sm" variant="outline">
          <Alert.Indicator />
          <Alert.Title>
            {legacyReference ? (
              <Trans>
                Imported from the legacy platform, where its reference was <Code wordBreak="break-all">{legacyReference}</Code>.
              </Trans>
            ) : (
              <Trans>Imported from the legacy platform.</Trans>
            )}
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
