import { Skeleton, SkeletonText } from '@chakra-ui/react';
import type { Alert } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DrawerFrame } from '@/components/drawer-frame';
import { LoadError } from '@/components/load-error';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { AlertDetail, type AlertDetailProps } from './alert-detail';

interface AlertDrawerProps extends Omit<AlertDetailProps, 'alert'> {
  /** The alert reference shown (the drawer is open while it is set). */
  reference: string | undefined;
  onClose: () => void;
  alert: Alert | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Clear and dismiss buttons for the loaded alert. */
  actions?: (alert: Alert) => ReactNode;
}

/** One alert's detail in a side panel over its list (the list keeps its filters and scroll). */
export function AlertDrawer({ reference, onClose, alert, loading, error, onRetry, actions, ...detail }: AlertDrawerProps) {
  const { t } = useLingui();
  return (
    <DrawerFrame
      open={Boolean(reference)}
      onClose={onClose}
      title={alert?.alert_subject ?? t`Alert`}
      footer={alert && actions ? actions(alert) : null}
    >
      {error && !alert ? (
        <LoadError title={<Trans>The alert could not be loaded.</Trans>} error={error} onRetry={onRetry} />
      ) : loading || !alert ? (
        <LoadingPlaceholder>
          <Skeleton height="6" width="40%" />
          <SkeletonText noOfLines={6} />
        </LoadingPlaceholder>
      ) : (
        <AlertDetail alert={alert} {...detail} />
      )}
    </DrawerFrame>
  );
}
