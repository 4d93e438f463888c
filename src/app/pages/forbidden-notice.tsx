/** Shown on a page the user may not view (typed URL, old bookmark): says so and leads home. */
import { Button, EmptyState, Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { homePathFor } from '../../permissions/home-path';
import { useSession } from '../../session/session-state';
import { ShieldCheckIcon } from '../../ui/icons/line-icons';
import { removeScreenSnapshotLayer } from '../../ui/screen-snapshot-layer';
import { useDocumentTitle } from '../../ui/use-document-title';

export function ForbiddenNotice() {
  const { t } = useLingui();
  const session = useSession();
  useDocumentTitle(t`Geen toegang`);
  // The notice must show, not a snapshot of a screen the user may no longer view.
  useLayoutEffect(removeScreenSnapshotLayer, []);
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShieldCheckIcon boxSize="10" />
        </EmptyState.Indicator>
        <Heading as="h1" size="xl">
          {t`Geen toegang`}
        </Heading>
        <EmptyState.Description>{t`Je account heeft geen toestemming om deze pagina te bekijken.`}</EmptyState.Description>
        {session && (
          <Button asChild colorPalette="brand">
            <Link to={homePathFor(session.user)}>{t`Naar je startpagina`}</Link>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
