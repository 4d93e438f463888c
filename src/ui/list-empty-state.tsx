/** The empty state inside a list screen: the list is synced and has nothing to show. */
import { EmptyState } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LineIcon } from './icons/line-icons';

export interface ListEmptyStateProps {
  title: string;
  description?: string;
  icon: LineIcon;
  /** An action, e.g. "new task". */
  children?: ReactNode;
}

export function ListEmptyState({ title, description, icon: ListIcon, children }: ListEmptyStateProps) {
  return (
    <EmptyState.Root bg="bg.panel" borderWidth="1px" borderColor="border.muted" borderRadius="xl" py="10">
      <EmptyState.Content maxW="md" mx="auto">
        <EmptyState.Indicator color="brand.fg" bg="brand.subtle" borderRadius="full" p="3">
          <ListIcon boxSize="6" />
        </EmptyState.Indicator>
        <EmptyState.Title textAlign="center" fontSize="md" fontWeight="medium">
          {title}
        </EmptyState.Title>
        {description && <EmptyState.Description textAlign="center">{description}</EmptyState.Description>}
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
