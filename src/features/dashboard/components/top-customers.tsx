/**
 * For staff looking at all customers: the customers (each with its child companies) with the most
 * devices whose statutory duties are overdue, as a table.
 */
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerDuties } from '../dashboard-figures';

export function TopCustomers({ customers }: { customers: readonly CustomerDuties[] }) {
  const { t } = useLingui();
  return (
    <Stack as="section" aria-labelledby="klanten-verlopen-keuringen" gap="3">
      <Heading as="h2" id="klanten-verlopen-keuringen" size="lg" fontWeight="semibold">
        {t`Klanten met de meeste verlopen keuringen`}
      </Heading>
      {customers.length === 0 ? (
        <Text color="fg.muted">{t`Geen klant heeft een installatie met een verlopen keuring.`}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg.panel">
          <Table.Root size="sm" interactive={false}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t`Klant`}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  {t`Verlopen`}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end" whiteSpace="normal">
                  {t`Binnen 30 dagen`}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {customers.map((customer) => (
                <Table.Row key={customer.id}>
                  <Table.Cell whiteSpace="normal">{customer.name}</Table.Cell>
                  <Table.Cell textAlign="end" color="red.fg" fontWeight="medium">
                    {customer.devicesOverdue}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{customer.devicesDueWithin30Days}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
