/**
 * Documents (`/documents`): the folders and documents of the current organisation and
 * those below it (a holding sees its children's, each as its own top level), from the local
 * database, so the screen opens offline. Upload, new folder, delete and the bin are commands.
 */
import { HStack, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOrganisationScope, useVisibleOrganisations } from '../../../session/current-organisation';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DocumentLibrary } from '../components/document-library';

const refreshed = ['folders', 'documents'] as const;

export function DocumentsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Documenten`);
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  const inView = scope ? visible.filter((organisation) => scope.includes(organisation.id)) : visible;
  const roots = inView.map((organisation) => ({ organisationId: organisation.id, label: organisation.name }));

  return (
    <PullToRefresh collections={refreshed}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Documenten`}
          </Heading>
          <RefreshButton collections={refreshed} />
        </HStack>
        <DocumentLibrary
          scope={{ kind: 'organisations', organisationIds: scope }}
          roots={roots}
          serviceObjectId={null}
        />
      </Stack>
    </PullToRefresh>
  );
}
