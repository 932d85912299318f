import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { DeviceService } from '@generated/admin/model';

/** The translated name of each device service. */
export function useServiceLabels(): Record<DeviceService, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({ calls: t`Calls`, interviews: t`Interviews`, gps: t`GPS`, photos: t`Photos`, mms: t`MMS`, rcs: t`RCS`, sms: t`SMS`, videos: t`Videos` }),
    [t],
  );
}
