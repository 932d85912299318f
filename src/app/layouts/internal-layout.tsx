import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { logout } from '@/auth/session';
import { paths } from '@/lib/paths';
import { HeaderBar } from './parts/header-bar';
import { PageTransition } from './parts/page-transition';
import { StaffPortalFrame } from './parts/portal-frames';
import { UserMenu } from './parts/user-menu';

/** The provider staff area: Clients, Alerts, Support, Carriers, Licenses, Statistics. */
export default function InternalLayout() {
  return (
    <StaffPortalFrame
      header={
        <HeaderBar
          home={paths.internal.clients}
          end={
            <>
              <UserMenu />
              <Box as="button" onClick={logout} fontSize="sm" px="2" color="fg.muted" _hover={{ color: 'fg' }}>
                <Trans>Sign out</Trans>
              </Box>
            </>
          }
        />
      }
    >
      <PageTransition />
    </StaffPortalFrame>
  );
}
