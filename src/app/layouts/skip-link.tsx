/** "Naar de inhoud": the first focusable element of the shell, visible only when focused. */
import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export const mainContentId = 'main-content';

export function SkipLink() {
  const { t } = useLingui();
  return (
    <chakra.a
      href={`#${mainContentId}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="medium"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      {t`Naar de inhoud`}
    </chakra.a>
  );
}
