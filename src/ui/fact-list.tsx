/** The facts of a record (label and value) as a description list: two columns, stacked on phones. */
import { Grid, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({ facts }: { facts: readonly (Fact | false | null | undefined)[] }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
      columnGap="6"
      rowGap={{ base: '0', sm: '2' }}
    >
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map((fact) => (
          <Fragment key={fact.label}>
            <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>
              {fact.label}
            </Text>
            <Text as="dd" wordBreak="break-word">
              {fact.value}
            </Text>
          </Fragment>
        ))}
    </Grid>
  );
}
