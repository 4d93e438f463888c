/** Any unknown path inside the app: says the page does not exist and leads back home. */
import { Button, EmptyState, Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/use-document-title';
import { paths } from '../paths';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Deze pagina bestaat niet`);
  return (
    <EmptyState.Root py="16">
      <EmptyState.Content>
        <EmptyState.Indicator fontSize="5xl" fontWeight="bold" color="brand.fg">
          404
        </EmptyState.Indicator>
        <Heading as="h1" size="xl" textAlign="center">
          {t`Deze pagina bestaat niet`}
        </Heading>
        <EmptyState.Description textAlign="center">
          {t`Misschien is de link verouderd of is er een typefout gemaakt.`}
        </EmptyState.Description>
        <Button asChild colorPalette="brand">
          <Link to={paths.root.href()}>{t`Naar je startpagina`}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
