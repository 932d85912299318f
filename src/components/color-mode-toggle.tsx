import { IconButton } from '@chakra-ui/react';
import { faMoon } from '@fortawesome/free-solid-svg-icons/faMoon';
import { faSun } from '@fortawesome/free-solid-svg-icons/faSun';
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { appliedColorMode, setColorModePreference, subscribeColorMode } from '@/lib/color-mode';
import { Icon } from './icon';

/** Switches between light and dark; the first switch overrides the system setting. */
export function ColorModeToggle() {
  const { t } = useLingui();
  const mode = useSyncExternalStore(subscribeColorMode, appliedColorMode, () => 'light' as const);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={next === 'dark' ? t`Switch to dark mode` : t`Switch to light mode`}
      onClick={() => setColorModePreference(next)}
    >
      <Icon icon={mode === 'dark' ? faSun : faMoon} />
    </IconButton>
  );
}
