import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Role } from '@generated/admin/model';
import { usePermission } from '@/auth/use-permission';
import { ConfirmButton } from '@/components/confirm-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { Icon } from '@/components/icon';
import { notifySuccess } from '@/lib/notify';
import { href, paths } from '@/lib/paths';
import { useRoleMutations } from '../api/use-role-mutations';
import { roleFormSchema, roleFormValues, type RoleFormOutput } from '../model/role-form';
import { LiveTryIt } from './live-try-it';
import { RoleForm } from './role-form';
import { TryItPanel } from './try-it-panel';
import { MainAndSide } from '@/components/main-and-side';

interface RoleEditorProps {
  /** The role to edit; a new role when absent. */
  role?: Role | undefined;
  takenReferences: readonly string[];
}

/** Create or edit a role, with the try-it panel beside the form; system roles open read only. */
export function RoleEditor({ role, takenReferences }: RoleEditorProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const canSave = usePermission('putRole').allowed;
  const canDelete = usePermission('deleteRole').allowed;
  const { client, save, remove } = useRoleMutations();
  const creating = !role;
  const schema = useMemo(
    () =>
      roleFormSchema(
        { duplicateReference: t`Another role has this reference.`, invalidRegExp: t`This regular expression does not compile.` },
        creating ? takenReferences : [],
      ),
    [t, creating, takenReferences],
  );
  const form = useZodForm(schema, { defaultValues: roleFormValues(role) });
  const disabledReason = role?.is_system
    ? t`System roles cannot be changed.`
    : canSave
      ? undefined
      : t`Your roles do not allow changing roles.`;

  const roleReference = role?.role_reference ?? '';
  const submit = async ({ role_reference: saved, ...data }: RoleFormOutput) => {
    await save.mutateAsync({ client, roleReference: saved, data });
    notifySuccess(creating ? t`Role ${saved} created` : t`Role ${saved} saved`);
    if (creating) navigate(href.role(saved), { replace: true });
  };

  return (
    <Stack gap="5">
      <ChakraLink asChild fontSize="sm" color="fg.muted" width="fit-content">
        <Link to={paths.access.roles}>
          <Icon icon={faArrowLeft} />
          {t`Roles`}
        </Link>
      </ChakraLink>
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <HStack gap="3" wrap="wrap" minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {role ? role.role_reference : t`New role`}
          </Heading>
          {role?.is_system ? (
            <Badge colorPalette="purple" variant="subtle">
              {t`System role: read only`}
            </Badge>
          ) : null}
          {/* Below the xl breakpoint the panel comes after the long form. */}
          <ChakraLink href="#try-it-heading" fontSize="sm" hideFrom="xl">
            {t`Try it`}
          </ChakraLink>
        </HStack>
        {role && !role.is_system && canDelete ? (
          <ConfirmButton
            label={t`Delete role`}
            title={t`Delete role ${roleReference}?`}
            description={t`Portal users lose what this role grants. The account's default role, or a role a client app or a support access request holds, cannot be deleted. This cannot be undone.`}
            confirmLabel={t`Delete`}
            onConfirm={async () => {
              await remove.mutateAsync({ client, roleReference });
              notifySuccess(t`Role ${roleReference} deleted`);
              navigate(paths.access.roles);
            }}
          />
        ) : null}
      </HStack>
      <MainAndSide
        sideMinWidth="20rem"
        main={
          <RoleForm
            form={form}
            creating={creating}
            disabledReason={disabledReason}
            onSubmit={submit}
            onCancel={() => navigate(paths.access.roles)}
          />
        }
        side={
          <Box position={{ xl: 'sticky' }} top="4" minW="0">
            {/* Disabled fields leave the form values empty, so a read-only role is tried as stored. */}
            {disabledReason && role ? <TryItPanel permissions={role.permissions} /> : <LiveTryIt control={form.control} />}
          </Box>
        }
      />
    </Stack>
  );
}
