import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { RolePermission } from '@generated/admin/model';
import { toPermission, type RoleFormOutput, type RoleFormValues } from '../model/role-form';
import { TryItPanel } from './try-it-panel';

/** The try-it panel fed by the permissions being edited, so unsaved changes are tried too. */
export function LiveTryIt({ control }: { control: Control<RoleFormValues, unknown, RoleFormOutput> }) {
  const watched = useWatch({ control, name: 'permissions' });
  const permissions = useMemo<RolePermission[]>(() => (watched ?? []).map(toPermission), [watched]);
  return <TryItPanel permissions={permissions} />;
}
