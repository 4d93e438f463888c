/** The way back to the login page from the other signed-out pages. */
import { Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '../ui/icons/line-icons';
import { authPaths } from './auth-paths';

export function BackToLoginLink() {
  const { t } = useLingui();
  return (
    <Link asChild color="fg.muted" fontSize="sm" alignSelf="center">
      <RouterLink to={authPaths.login.href()}>
        <ArrowLeftIcon boxSize="4" />
        {t`Terug naar inloggen`}
      </RouterLink>
    </Link>
  );
}
