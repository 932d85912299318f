import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { IDLE_WARNING_ATTRIBUTE, watchIdle, type IdleWatcher } from '@/auth/idle-watch';
import { idleTimeoutMs } from '@/auth/idle-timeout';
import { isSignedIn, logout, logoutIdle } from '@/auth/session';
import { getSession } from '@/auth/session-store';
import { DialogShell } from '@/components/dialog-shell';
import { unsavedForms } from '@/lib/form-drafts';
import { portalConfig } from '@/lib/portal-config';

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
function IdleWarning({ deadline, onStay }: IdleWarningProps) {
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

/**
 * Ends the session after the deployment's idle timeout (30 minutes by default) without use of any
 * tab, warning two minutes before. Use of one tab keeps every tab's session alive.
 */
export function IdleTimeout() {
  const [deadline, setDeadline] = useState<number>();
  const watcher = useRef<IdleWatcher>(undefined);
  useEffect(() => {
    let stopped = false;
    void portalConfig().then((config) => {
      if (stopped) return;
      watcher.current = watchIdle(idleTimeoutMs(config), {
        onWarn: setDeadline,
        onActive: () => setDeadline(undefined),
        onTimeout: () => {
          setDeadline(undefined);
          if (isSignedIn(getSession())) logoutIdle();
        },
      });
    });
    return () => {
      stopped = true;
      watcher.current?.stop();
    };
  }, []);
  if (deadline === undefined) return null;
  return <IdleWarning deadline={deadline} onStay={() => watcher.current?.stay()} />;
}
