import { Button, Field, List, Stack, Text, Textarea, type ButtonProps } from '@chakra-ui/react';
import { faBellSlash } from '@fortawesome/free-solid-svg-icons/faBellSlash';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import type { Alert } from '@generated/admin/model';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';

/** cleared_reason: optional, 1 to 1000 characters. */
const REASON_MAX = 1000;
const NAMED = 5;

interface ActionProps {
  alerts: readonly Alert[];
  /** Why the action is not offered (permissions, nothing to act on); the button is disabled with it. */
  disabledReason?: string | undefined;
  buttonProps?: ButtonProps;
}

/** The subjects of the alerts an action concerns, five at most, so the dialog names its target. */
function Targets({ alerts }: { alerts: readonly Alert[] }) {
  const more = alerts.length - NAMED;
  return (
    <Stack gap="1" mt="3">
      <List.Root fontSize="sm" ps="5">
        {alerts.slice(0, NAMED).map((alert) => (
          <List.Item key={alert.alert_reference} wordBreak="break-word">
            {alert.alert_subject}
          </List.Item>
        ))}
      </List.Root>
      {more > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>and {more} more</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/** Clear (Triggered to Cleared) with an optional reason, after a confirmation naming the alerts. */
export function ClearAlertsButton({
  alerts,
  disabledReason,
  buttonProps,
  onClear,
}: ActionProps & { onClear: (references: string[], reason: string | undefined) => Promise<unknown> }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const count = alerts.length;
  const first = alerts[0]?.alert_subject ?? '';
  const title =
    count === 1 ? t`Clear alert “${first}”?` : t({ message: plural(count, { one: 'Clear # alert?', other: 'Clear # alerts?' }) });
  return (
    <>
      <Button
        size="sm"
        colorPalette="red"
        variant="outline"
        {...buttonProps}
        disabled={Boolean(disabledReason) || count === 0}
        title={disabledReason}
        onClick={() => setOpen(true)}
      >
        <Icon icon={faCheck} />
        <Trans>Clear</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setReason('');
        }}
        title={title}
        description={t`Cleared alerts stay in the list as Cleared for everyone. A new occurrence triggers a fresh alert.`}
        confirmLabel={t`Clear`}
        onConfirm={() =>
          onClear(
            alerts.map((alert) => alert.alert_reference),
            reason.trim() || undefined,
          )
        }
      >
        {count > 1 ? <Targets alerts={alerts} /> : null}
        <Field.Root mt="4">
          <Field.Label>
            <Trans>Reason (optional)</Trans>
          </Field.Label>
          <Textarea value={reason} maxLength={REASON_MAX} rows={3} onChange={(event) => setReason(event.currentTarget.value)} />
          <Field.HelperText>
            <Trans>Saved with the alert as the reason it was cleared.</Trans>
          </Field.HelperText>
        </Field.Root>
      </ConfirmDialog>
    </>
  );
}

/** Dismiss for the signed-in user only, after a confirmation naming the alerts. */
export function DismissAlertsButton({
  alerts,
  disabledReason,
  buttonProps,
  onDismiss,
}: ActionProps & { onDismiss: (references: string[]) => Promise<unknown> }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const count = alerts.length;
  const first = alerts[0]?.alert_subject ?? '';
  const title =
    count === 1 ? t`Dismiss alert “${first}”?` : t({ message: plural(count, { one: 'Dismiss # alert?', other: 'Dismiss # alerts?' }) });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        {...buttonProps}
        disabled={Boolean(disabledReason) || count === 0}
        title={disabledReason}
        onClick={() => setOpen(true)}
      >
        <Icon icon={faBellSlash} />
        <Trans>Dismiss</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="primary"
        title={title}
        description={t`Dismissed alerts leave your alert bell and your default list. They stay Triggered for everyone else.`}
        confirmLabel={t`Dismiss`}
        onConfirm={() => onDismiss(alerts.map((alert) => alert.alert_reference))}
      >
        {count > 1 ? <Targets alerts={alerts} /> : null}
      </ConfirmDialog>
    </>
  );
}
