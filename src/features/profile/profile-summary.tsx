import { Badge, DataList, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile } from '@/auth/use-profile';

/** The signed-in user's reference, roles and groups, from the app's one de-duplicated profile (spec section 9). */
export function ProfileSummary() {
  const { t } = useLingui();
  const profile = useProfile();
  if (profile.isPending) return <Skeleton height="20" aria-label={t`Loading`} />;
  if (profile.isError)
    return (
      <Text color="fg.error">
        <Trans>The profile could not be loaded.</Trans>
      </Text>
    );
  const { user_reference, roles, groups, user_group } = profile.data;
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>
          <Trans>User</Trans>
        </DataList.ItemLabel>
        <DataList.ItemValue>{user_reference}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          <Trans>Roles</Trans>
        </DataList.ItemLabel>
        <DataList.ItemValue>
          <Tags values={roles} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          <Trans>Groups</Trans>
        </DataList.ItemLabel>
        <DataList.ItemValue>
          <Tags values={groups} />
        </DataList.ItemValue>
      </DataList.Item>
      {user_group ? (
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Default group</Trans>
          </DataList.ItemLabel>
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
          <Badge key={value} variant="subtle">
            {value}
          </Badge>
        ))}
      </Wrap>
    </Stack>
  );
}
