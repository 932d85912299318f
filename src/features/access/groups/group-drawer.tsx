import { Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useGetGroup, useListGroups, useListTags } from '@generated/admin/hooks/access/access';
import { listGroupsQueryLimitMax, listTagsQueryLimitMax } from '@generated/admin/zod/access/access';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { ConfirmButton } from '@/components/confirm-dialog';
import { DrawerFrame } from '@/components/drawer-frame';
import { LoadError } from '@/components/load-error';
import { notifySuccess } from '@/lib/notify';
import { useGroupMutations } from '../api/use-group-mutations';
import { GroupForm } from './group-form';
import { GroupStats } from './group-stats';

interface GroupDrawerProps {
  /** The group to show and edit, or null for a new one. */
  groupReference: string | null;
  onClose: () => void;
}

const TAG_PARAMS = { limit: listTagsQueryLimitMax };
const GROUP_PARAMS = { limit: listGroupsQueryLimitMax };

function Loading() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton height="20" />
      <Skeleton height="40" />
    </Stack>
  );
}

/** A group's figures and tags in a side panel (GET groups/{group_reference} and the tag definitions), with save and delete. */
export function GroupDrawer({ groupReference, onClose }: GroupDrawerProps) {
  const { t } = useLingui();
  const { client } = useSession();
  const canSave = usePermission('putGroup').allowed;
  const canDelete = usePermission('deleteGroup').allowed;
  const { remove } = useGroupMutations();
  const editing = groupReference !== null;
  const group = useGetGroup(client, groupReference ?? '', { query: { enabled: editing } });
  const definitions = useListTags(client, TAG_PARAMS);
  // A new reference must not replace an existing group (PUT creates or replaces): check all of them, not the filtered list.
  const existing = useListGroups(client, GROUP_PARAMS, { query: { enabled: !editing } });
  const takenReferences = useMemo(() => existing.data?.data.map((group) => group.group_reference) ?? [], [existing.data]);
  const disabledReason = canSave ? undefined : t`Your roles do not allow changing groups.`;

  const failed = definitions.error ?? (editing ? group.error : existing.error);
  let body;
  if (failed)
    body = (
      <LoadError
        error={failed}
        onRetry={() => {
          void definitions.refetch();
          void (editing ? group.refetch() : existing.refetch());
        }}
      />
    );
  else if (!definitions.data || (editing ? !group.data : !existing.data)) body = <Loading />;
  else
    body = (
      <Stack gap="6">
        {group.data ? <GroupStats group={group.data} /> : null}
        <GroupForm
          key={group.data?.group_reference ?? 'new'}
          group={group.data}
          definitions={definitions.data.data}
          takenReferences={takenReferences}
          disabledReason={disabledReason}
          onDone={onClose}
          onCancel={onClose}
        />
      </Stack>
    );

  return (
    <DrawerFrame
      open
      onClose={onClose}
      title={editing ? t`Group ${groupReference}` : t`New group`}
      closeOnInteractOutside={false}
      footerJustify="flex-start"
      footer={
        editing && canDelete && group.data ? (
          <ConfirmButton
            label={t`Delete group`}
            title={t`Delete group ${groupReference}?`}
            description={t`A group with active device users or devices, the account's default group or a client app's group cannot be deleted. This cannot be undone.`}
            confirmLabel={t`Delete`}
            onConfirm={async () => {
              await remove.mutateAsync({ client, groupReference });
              notifySuccess(t`Group ${groupReference} deleted`);
              onClose();
            }}
          />
        ) : null
      }
    >
      {body}
    </DrawerFrame>
  );
}
