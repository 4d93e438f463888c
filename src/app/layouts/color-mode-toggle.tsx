/** Toggles light and dark mode; the button names the mode it switches to. */
import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useColorMode } from '../../ui/color-mode/use-color-mode';
import { MoonIcon, SunIcon } from '../../ui/icons/line-icons';

/** The name of the mode the toggle switches to, as the toggle and the account menu say it. */
export function useColorModeSwitch(): { label: string; isDark: boolean; toggle: () => void } {
  const { t } = useLingui();
  const { colorMode, toggleColorMode } = useColorMode();
  const isDark = colorMode === 'dark';
  return { label: isDark ? t`Lichte modus` : t`Donkere modus`, isDark, toggle: toggleColorMode };
}

export function ColorModeToggle() {
  const { label, isDark, toggle } = useColorModeSwitch();
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggle}>
      {isDark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
