import { Badge, Box, Field, Heading, HStack, Input, NativeSelect, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useListGroups } from '@generated/admin/hooks/access/access';
import type { RolePermission } from '@generated/admin/model';
import { listGroupsQueryLimitMax } from '@generated/admin/zod/access/access';
import { useSession } from '@/auth/use-session';
import { LoadError } from '@/components/load-error';
import { KNOWN_ACTIONS } from '../model/known-actions';
import { allowedActions, evaluatePermissions } from '@/lib/permissions/permission-eval';
import { EvaluationResult } from './evaluation-result';

const GROUP_PARAMS = { limit: listGroupsQueryLimitMax };

/**
 * "Try it": evaluates an action on a group (name and tags from GET groups) against the role's
 * permissions as they are now (unsaved edits included), deny winning, and explains the decision.
 */
export function TryItPanel({ permissions }: { permissions: readonly RolePermission[] }) {
  const { t } = useLingui();
  const { client } = useSession();
  const listId = useId();
  const groups = useListGroups(client, GROUP_PARAMS);
  const [action, setAction] = useState('listPayloads');
  const [chosen, setChosen] = useState<string | undefined>();
  const rows = groups.data?.data;
  const group = rows?.find((row) => row.group_reference === chosen) ?? rows?.[0];
  const trimmed = action.trim();
  const groupReference = group?.group_reference ?? '';

  const evaluation = useMemo(
    () => (group && trimmed ? evaluatePermissions(permissions, trimmed, group) : undefined),
    [permissions, trimmed, group],
  );
  const allowed = useMemo(() => (group ? allowedActions(permissions, KNOWN_ACTIONS, group) : []), [permissions, group]);
  const allowedCount = allowed.length;
  const knownCount = KNOWN_ACTIONS.length;

  let body;
  if (groups.isError)
    body = <LoadError title={t`The groups could not be loaded.`} error={groups.error} onRetry={() => void groups.refetch()} />;
  else if (!rows) body = <Skeleton height="24" />;
  else if (!group)
    body = (
      <Text color="fg.muted">
        <Trans>There are no groups to try the role on yet.</Trans>
      </Text>
    );
  else
    body = (
      <Stack gap="4">
        <Field.Root>
          <Field.Label>
            <Trans>Group</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={group.group_reference} onChange={(event) => setChosen(event.currentTarget.value)}>
              {rows.map((row) => (
                <option key={row.group_reference} value={row.group_reference}>
                  {row.group_reference}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Wrap gap="1" aria-label={t`Tags of ${groupReference}`}>
          {group.tags.map((tag) => (
            <Badge key={tag.tag_key} variant="outline" fontWeight="normal" textTransform="none">
              {tag.tag_key}: {tag.tag_value}
            </Badge>
          ))}
        </Wrap>
        <Field.Root>
          <Field.Label>
            <Trans>Action</Trans>
          </Field.Label>
          <Input
            size="sm"
            value={action}
            list={listId}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setAction(event.currentTarget.value)}
          />
          <datalist id={listId}>
            {KNOWN_ACTIONS.map((known) => (
              <option key={known} value={known} />
            ))}
          </datalist>
          <Field.HelperText>
            {trimmed && !KNOWN_ACTIONS.includes(trimmed)
              ? t`Not an action of the portal's API; it is evaluated all the same.`
              : t`An operation id, e.g. getPayload or putGroup.`}
          </Field.HelperText>
        </Field.Root>
        {evaluation ? (
          <EvaluationResult evaluation={evaluation} permissions={permissions} action={trimmed} groupReference={group.group_reference} />
        ) : null}
        <Box as="details" fontSize="sm">
          <Box as="summary" cursor="pointer" fontWeight="medium">
            <Trans>
              This role allows {allowedCount} of {knownCount} portal actions on this group
            </Trans>
          </Box>
          <Text mt="2" color="fg.muted" wordBreak="break-word">
            {allowed.length ? allowed.join(', ') : t`None.`}
          </Text>
        </Box>
      </Stack>
    );

  return (
    <Box as="aside" aria-labelledby="try-it-heading" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <HStack justify="space-between" mb="1">
        <Heading as="h2" size="md" id="try-it-heading">
          <Trans>Try it</Trans>
        </Heading>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="4">
        <Trans>Check what the permissions as they are in the form allow on a group, unsaved changes included. Deny wins over allow.</Trans>
      </Text>
      {body}
    </Box>
  );
}
