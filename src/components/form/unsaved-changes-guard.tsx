import { useLingui } from '@lingui/react/macro';
import { useCallback, useContext, useEffect, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/lib/paths';

interface GuardProps {
  /** The form has changes that are not saved. */
  dirty: boolean;
  /** True while a save runs: a save that moves on (to the new record, back to the list) is not asked about. */
  saving: RefObject<boolean>;
}

/**
 * Asks before unsaved changes are lost: an in-app confirmation before a route change, the
 * browser's own before a reload or closing the tab. Changes of the query string only (filters,
 * tabs) and the move to /sign-in when the session ends are not asked about.
 */
export function UnsavedChangesGuard({ dirty, saving }: GuardProps) {
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (!saving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, saving]);
  // useBlocker needs a data router; forms rendered outside one (unit tests) only get the unload check.
  return useContext(UNSAFE_DataRouterContext) ? <RouteChangeGuard dirty={dirty} saving={saving} /> : null;
}

function RouteChangeGuard({ dirty, saving }: GuardProps) {
  const { t } = useLingui();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== paths.signIn,
    [dirty, saving],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t`Leave without saving?`}
      description={t`The changes you made on this page have not been saved. If you leave, they are lost.`}
      confirmLabel={t`Leave`}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
