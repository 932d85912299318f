import type { AlertScope, AlertType, RelatedEntityType } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

export const ALERT_SCOPES = ['ops', 'sec'] as const satisfies readonly AlertScope[];
export const ALERT_SEVERITIES = ['High', 'Medium', 'Low'] as const;
export const ALERT_STATES = ['Triggered', 'Cleared'] as const;
export const ALERT_TYPES = [
  'AccountAlert',
  'AndroidAlert',
  'DeviceAlert',
  'DeviceUserAlert',
  'LambdaAlert',
  'MigrationAlert',
  'Notification',
  'PayloadAlert',
  'PortalUserAlert',
  'TransferAlert',
] as const satisfies readonly AlertType[];
export const ALERT_DATE_FILTERS = ['last_occurrence', 'first_occurrence'] as const;

export interface AlertLabels {
  scope: Record<AlertScope, string>;
  type: Record<AlertType, string>;
  entity: Record<RelatedEntityType, string>;
  dateFilter: Record<(typeof ALERT_DATE_FILTERS)[number], string>;
}

/** Translated names of alert scopes, types, related entity types and date filters. */
export function useAlertLabels(): AlertLabels {
  const { t } = useLingui();
  return useMemo(() => {
    const entity: AlertLabels['entity'] = {
      Device: t`Device`,
      DeviceUser: t`Device user`,
      Migration: t`Migration`,
      Payload: t`Payload`,
      PortalUser: t`Portal user`,
      SupportAccessRequest: t`Support access request`,
      Transfer: t`Transfer`,
    };
    return {
      scope: { ops: t`Operations`, sec: t`Security` },
      // An alert about one kind of record is named after it.
      type: {
        AccountAlert: t`Account`,
        AndroidAlert: t`Android`,
        DeviceAlert: entity.Device,
        DeviceUserAlert: entity.DeviceUser,
        LambdaAlert: t`Platform function`,
        MigrationAlert: entity.Migration,
        Notification: t`Notification`,
        PayloadAlert: entity.Payload,
        PortalUserAlert: entity.PortalUser,
        TransferAlert: entity.Transfer,
      },
      entity,
      dateFilter: { last_occurrence: t`Last occurrence`, first_occurrence: t`First occurrence` },
    };
  }, [t]);
}
