import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { useProfile } from '@/auth/use-profile';
import { allowedItems, dashboardNav } from '../nav-items';
import { NavLink } from './nav-link';

/** The client portal's navigation groups, gated by the profile's actions. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const profile = useProfile().data;
  return (
    <Box as="nav" aria-label={t`Main`}>
      <Stack gap="4">
        {dashboardNav.map((group) => {
          const items = allowedItems(group.items, profile);
          const headingAllowed = Boolean(group.to) && allowedItems([group], profile).length > 0;
          if (!items.length && !headingAllowed) return null;
          return (
            <Stack key={group.label.id} gap="0.5" as="section">
              {group.to && headingAllowed ? (
                <NavLink to={group.to} end onNavigate={onNavigate}>
                  <Text as="span" fontWeight="semibold" color="fg">
                    {i18n._(group.label)}
                  </Text>
                </NavLink>
              ) : (
                <Text px="3" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
                  {i18n._(group.label)}
                </Text>
              )}
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.end} onNavigate={onNavigate}>
                  {i18n._(item.label)}
                </NavLink>
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
