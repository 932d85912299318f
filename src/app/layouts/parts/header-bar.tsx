import { Box, chakra, Flex, HStack, Link, Spacer } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ColorModeToggle } from '@/components/color-mode-toggle';
import { LocaleSwitch } from '@/components/locale-switch';

/** The skip link's target takes focus in every layout, whether or not its <main> is focusable itself. */
function focusMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus();
}

interface HeaderBarProps {
  home: string;
  start?: ReactNode;
  end?: ReactNode;
  /** The locale and theme controls; the loading frame, which paints before the app can answer them, has none. */
  settings?: boolean;
}

/** The top bar of every layout: a skip link, the product name, the layout's own items, locale and theme. */
export function HeaderBar({ home, start, end, settings = true }: HeaderBarProps) {
  const { t } = useLingui();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="docked">
      <Link
        href="#main"
        onClick={focusMain}
        position="absolute"
        left="2"
        top="2"
        transform="translateY(-300%)"
        _focusVisible={{ transform: 'none' }}
        bg="bg"
        px="3"
        py="1"
        rounded="md"
        zIndex="overlay"
      >
        {t`Skip to content`}
      </Link>
      <Flex align="center" gap="3" px={{ base: '3', md: '6' }} py="2" minH="14">
        {start}
        <Link asChild fontWeight="bold" color="colorPalette.fg" whiteSpace="nowrap" aria-label={t`Compliance Portal home`}>
          <RouterLink to={home}>
            <chakra.img src="/favicon.svg" alt="" boxSize="6" display={{ base: 'block', md: 'none' }} />
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              {t`Compliance Portal`}
            </Box>
          </RouterLink>
        </Link>
        <Spacer />
        <HStack gap="1" minW="0">
          {end}
          {settings && (
            <>
              <LocaleSwitch />
              <ColorModeToggle />
            </>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
