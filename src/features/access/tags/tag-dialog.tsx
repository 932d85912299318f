import { Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useGetTag } from '@generated/admin/hooks/access/access';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { LoadError } from '@/components/load-error';
import { FormDialog } from '@/components/form-dialog';
import { TagForm } from './tag-form';

interface TagDialogProps {
  /** The key of the definition to edit, or null for a new one. */
  tagKey: string | null;
  takenKeys: readonly string[];
  onClose: () => void;
}

/** The tag definition form in a dialog; an existing definition is fetched first (GET tags/{tag_key}). */
export function TagDialog({ tagKey, takenKeys, onClose }: TagDialogProps) {
  const { t } = useLingui();
  const { client } = useSession();
  const canSave = usePermission('putTag').allowed;
  const tag = useGetTag(client, tagKey ?? '', { query: { enabled: tagKey !== null } });
  const disabledReason = canSave ? undefined : t`Your roles do not allow changing tag definitions.`;
  let body;
  if (tagKey === null) body = <TagForm takenKeys={takenKeys} disabledReason={disabledReason} onDone={onClose} onCancel={onClose} />;
  else if (tag.isPending)
    body = (
      <Stack gap="4" aria-busy="true">
        <Skeleton height="8" />
        <Skeleton height="24" />
        <Skeleton height="8" />
      </Stack>
    );
  else if (tag.isError) body = <LoadError error={tag.error} onRetry={() => void tag.refetch()} />;
  else
    body = (
      <TagForm
        key={tag.data.tag_key}
        tag={tag.data}
        takenKeys={takenKeys}
        disabledReason={disabledReason}
        onDone={onClose}
        onCancel={onClose}
      />
    );
  return (
    <FormDialog open onClose={onClose} title={tagKey === null ? t`New tag` : t`Edit tag ${tagKey}`}>
      {body}
    </FormDialog>
  );
}
