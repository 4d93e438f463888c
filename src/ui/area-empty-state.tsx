/**
 * The honest empty state of an area whose screens are not built yet, or whose local copy is still
 * empty: it says what the page will show and that the data appears after the first sync. One
 * component for every area; the caller passes the area's icon, title and description.
 */
import { EmptyState, Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { LineIcon } from './icons/line-icons';
import { useDocumentTitle } from './use-document-title';

export interface AreaEmptyStateProps {
  title: string;
  description: string;
  icon: LineIcon;
}

export function AreaEmptyState({ title, description, icon: AreaIcon }: AreaEmptyStateProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" fontWeight="semibold">
        {title}
      </Heading>
      <EmptyState.Root
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="xl"
        py={{ base: '10', md: '16' }}
      >
        <EmptyState.Content maxW="lg" mx="auto">
          <EmptyState.Indicator color="brand.fg" bg="brand.subtle" borderRadius="full" p="4">
            <AreaIcon boxSize="8" />
          </EmptyState.Indicator>
          <EmptyState.Title textAlign="center" fontSize="md" fontWeight="medium" lineHeight="tall">
            {description}
          </EmptyState.Title>
          <EmptyState.Description textAlign="center">
            <Trans>
              De gegevens verschijnen hier na de eerste synchronisatie en blijven daarna ook zonder verbinding
              beschikbaar.
            </Trans>
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
