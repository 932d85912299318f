import { Button, Separator, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { faCircleUser } from '@fortawesome/free-solid-svg-icons/faCircleUser';
import { Trans } from '@lingui/react/macro';
import { logout } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { Icon } from '@/components/icon';
import { ProfileSummary } from '@/features/profile/profile-summary';
import { ButtonPopover } from '@/components/popover/button-popover';

// Loaded when the menu first opens: every signed-in page has the menu, few visits open it.
const TimeZoneSetting = lazy(() => import('@/features/profile/time-zone-setting').then((module) => ({ default: module.TimeZoneSetting })));

/** The user menu: who is signed in (profile: reference, roles, groups), the zone times are read in, and Sign out. */
export function UserMenu() {
  const session = useSession();
  return (
    <ButtonPopover
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
      <Suspense fallback={<Skeleton height="44" />}>
        <TimeZoneSetting />
      </Suspense>
      <Separator />
      <Button variant="outline" size="sm" onClick={logout}>
        <Trans>Sign out</Trans>
      </Button>
    </ButtonPopover>
  );
}
