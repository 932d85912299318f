import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { IDLE_WARNING_ATTRIBUTE } from '@/auth/idle-watch';
import { logout } from '@/auth/session';
import { DialogShell } from '@/components/dialog-shell';
import { unsavedForms } from '@/lib/form-drafts';

/** Seconds left until `deadline`, counting down once a second. */
function useSecondsLeft(deadline: number): number {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `deadline`
  }, [deadline]);
  return seconds;
}

function UnsavedFormsNotice() {
  const { t, i18n } = useLingui();
  const [names] = useState(() => unsavedForms().map((form) => (form.name ? `“${form.name}”` : t`an open form`)));
  if (!names.length) return null;
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
  return (
    <Text fontWeight="medium">
      <Trans>Unsaved changes in {list} will be lost.</Trans>
    </Text>
  );
}

interface IdleWarningProps {
  deadline: number;
  onStay: () => void;
}

/**
 * The warning two minutes before an idle session ends: an alert dialog that keeps focus, starting
 * on "Stay signed in"; Esc stays too. It names the open forms whose unsaved changes would be lost.
 */
export function IdleWarning({ deadline, onStay }: IdleWarningProps) {
  const { t, i18n } = useLingui();
  const stay = useRef<HTMLButtonElement>(null);
  const seconds = useSecondsLeft(deadline);
  const countdown = `${Math.floor(seconds / 60)}:${i18n.number(seconds % 60, { minimumIntegerDigits: 2 })}`;
  return (
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={(details) => (details.open ? undefined : onStay())}
      initialFocusEl={() => stay.current}
      closeOnInteractOutside={false}
      placement="center"
    >
      <DialogShell title={t`Your session is about to end`} contentProps={{ [IDLE_WARNING_ATTRIBUTE]: '' } as Dialog.ContentProps}>
        <Dialog.Body>
          <Stack gap="3">
            <Dialog.Description asChild>
              <Text>
                <Trans>
                  The portal has not been used in any tab for a while. To protect its data, you will be signed out, and can come back to
                  this page after signing in again.
                </Trans>
              </Text>
            </Dialog.Description>
            <Text role="timer" fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              <Trans>Time left: {countdown}</Trans>
            </Text>
            <UnsavedFormsNotice />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={logout}>
            <Trans>Sign out</Trans>
          </Button>
          <Button ref={stay} onClick={onStay}>
            <Trans>Stay signed in</Trans>
          </Button>
        </Dialog.Footer>
      </DialogShell>
    </Dialog.Root>
  );
}
