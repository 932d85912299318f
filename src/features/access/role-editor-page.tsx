import { Heading, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useGetRole, useListRoles } from '@generated/admin/hooks/access/access';
import { listRolesQueryLimitMax } from '@generated/admin/zod/access/access';
import { useSession } from '@/auth/use-session';
import { LoadError } from '@/components/load-error';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { usePageTitle } from '@/components/use-page-title';
import { RoleEditor } from './role-editor/role-editor';

const ROLE_PARAMS = { limit: listRolesQueryLimitMax };

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** /dashboard/access/roles/create and /dashboard/access/roles/{role_reference}: the role editor. */
export default function RoleEditorPage() {
  const { t } = useLingui();
  const { roleReference } = useParams();
  const creating = roleReference === undefined;
  const title = creating ? t`New role` : roleReference;
  usePageTitle(title);
  const { client } = useSession();
  const role = useGetRole(client, roleReference ?? '', { query: { enabled: !creating } });
  // A new reference must not replace an existing role (PUT creates or replaces).
  const roles = useListRoles(client, ROLE_PARAMS, { query: { enabled: creating } });
  const taken = useMemo(() => roles.data?.data.map((existing) => existing.role_reference) ?? [], [roles.data]);

  const query = creating ? roles : role;
  if (query.isError)
    return (
      <Frame title={title}>
        <LoadError
          title={creating ? t`The roles could not be loaded.` : t`The role could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );
  if (creating && roles.data) return <RoleEditor takenReferences={taken} />;
  if (!creating && role.data) return <RoleEditor key={role.data.role_reference} role={role.data} takenReferences={taken} />;
  return (
    <Frame title={title}>
      <LoadingPlaceholder>
        <Skeleton height="10" />
        <SkeletonText noOfLines={8} />
      </LoadingPlaceholder>
    </Frame>
  );
}
