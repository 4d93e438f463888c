/** Toggles light and dark mode; the button names the mode it switches to. */
import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useColorMode } from '../../ui/color-mode/use-color-mode';
import { MoonIcon, SunIcon } from '../../ui/icons/line-icons';

export function ColorModeToggle() {
  const { t } = useLingui();
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? t`Lichte modus` : t`Donkere modus`;
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
