import { Button, Separator, Text, VisuallyHidden } from '@chakra-ui/react';
import { faCircleUser } from '@fortawesome/free-solid-svg-icons/faCircleUser';
import { Trans } from '@lingui/react/macro';
import { logout } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { Icon } from '@/components/icon';
import { ProfileSummary } from '@/features/profile/profile-summary';
import { TimeZoneSetting } from '@/features/profile/time-zone-setting';
import { HeaderPopover } from './header-popover';

/** The user menu: who is signed in (profile: reference, roles, groups), the zone times are read in, and Sign out. */
export function UserMenu() {
  const session = useSession();
  return (
    <HeaderPopover
      trigger={
        <Button variant="ghost" size="sm" maxW="14rem">
          <Icon icon={faCircleUser} />
          <Text as="span" truncate display={{ base: 'none', md: 'inline' }}>
            {session.user ?? session.client}
          </Text>
          <VisuallyHidden>
            <Trans>User menu</Trans>
          </VisuallyHidden>
        </Button>
      }
      title={<Trans>Your profile</Trans>}
      width="sm"
    >
      <ProfileSummary />
      <Separator />
      <TimeZoneSetting />
      <Separator />
      <Button variant="outline" size="sm" onClick={logout}>
        <Trans>Sign out</Trans>
      </Button>
    </HeaderPopover>
  );
}
