/**
 * A titled part of a detail page (work orders, checklists, devices, documents): its heading, then a
 * loading placeholder, the `empty` text, or the rows as a list.
 */
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailSectionProps<Row> {
  id: string;
  title: string;
  rows: readonly Row[] | undefined;
  empty: string;
  children: (row: Row) => ReactNode;
}

export function DetailSection<Row>({ id, title, rows, empty, children }: DetailSectionProps<Row>) {
  return (
    <Stack as="section" gap="2" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {rows === undefined ? (
        <Skeleton height="12" aria-busy="true" />
      ) : rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-labelledby={id}>
          {rows.map(children)}
        </Stack>
      )}
    </Stack>
  );
}
