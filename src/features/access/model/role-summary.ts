import type { AlertPermissions } from '@generated/admin/model';

export interface AlertPermissionLabels {
  opsRead: string;
  opsWrite: string;
  secRead: string;
  secWrite: string;
  none: string;
}

/** The alert permissions a role grants, as a short list ('Ops read, Sec write'), or the "none" text. */
export function alertPermissionsText(permissions: AlertPermissions, labels: AlertPermissionLabels): string {
  const granted = [
    permissions.ops_read && labels.opsRead,
    permissions.ops_write && labels.opsWrite,
    permissions.sec_read && labels.secRead,
    permissions.sec_write && labels.secWrite,
  ].filter((label): label is string => Boolean(label));
  return granted.length ? granted.join(', ') : labels.none;
}
