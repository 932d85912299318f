import { Badge, DataList, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useGetProfile } from '@generated/admin/hooks/auth/auth';

/** The signed-in user's reference, roles and groups (`GET profile`). */
export function ProfileSummary({ client }: { client: string }) {
  const profile = useGetProfile(client);
  if (profile.isPending) return <Skeleton height="20" aria-label="Loading" />;
  if (profile.isError) return <Text color="fg.error"><Trans>The profile could not be loaded.</Trans></Text>;
  const { user_reference, roles, groups, user_group } = profile.data;
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel><Trans>User</Trans></DataList.ItemLabel>
        <DataList.ItemValue>{user_reference}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel><Trans>Roles</Trans></DataList.ItemLabel>
        <DataList.ItemValue><Tags values={roles} /></DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel><Trans>Groups</Trans></DataList.ItemLabel>
        <DataList.ItemValue><Tags values={groups} /></DataList.ItemValue>
      </DataList.Item>
      {user_group ? (
        <DataList.Item>
          <DataList.ItemLabel><Trans>Default group</Trans></DataList.ItemLabel>
          <DataList.ItemValue>{user_group}</DataList.ItemValue>
        </DataList.Item>
      ) : null}
    </DataList.Root>
  );
}

function Tags({ values }: { values: readonly string[] }) {
  return (
    <Stack>
      <Wrap gap="1">
        {values.map((value) => (
          <Badge key={value} variant="subtle">{value}</Badge>
        ))}
      </Wrap>
    </Stack>
  );
}
