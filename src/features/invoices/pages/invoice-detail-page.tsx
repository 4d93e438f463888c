/**
 * One invoice (`/invoices/:invoiceId`) from the local database: its status, dates, amounts and lines,
 * and its PDF to view in the app or download (kept on this device after one view). An invoice that
 * is not on this device (unknown, or of another organisation) shows a "not found" state.
 */
import {
  Badge,
  Box,
  Card,
  Grid,
  HStack,
  Heading,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDate, formatDateTime, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { groupHomePath } from '../../../permissions/home-path';
import { ArrowLeftIcon, ReceiptIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { InvoicePdfActions } from '../components/invoice-pdf-actions';
import { invoiceStatusColors, invoiceStatusLabels, isInvoiceOverdue } from '../invoice-status';
import { useInvoice, useInvoiceLines, type InvoiceLineRow } from '../invoices.queries';

export function InvoiceDetailPage() {
  const { t, i18n } = useLingui();
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  const lines = useInvoiceLines(invoiceId);
  const locale = activeLocale();
  useDocumentTitle(invoice ? t`Factuur ${invoice.number}` : t`Factuur`);

  const backLink = (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to={groupHomePath.invoices}>
        <ArrowLeftIcon boxSize="4" />
        {t`Alle facturen`}
      </RouterLink>
    </Link>
  );

  if (invoice === undefined) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t`Gegevens worden geladen`}>
        {backLink}
        <Skeleton height="10" width="60%" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  if (invoice === null) {
    return (
      <Stack gap="4">
        {backLink}
        <ListEmptyState
          title={t`Factuur niet gevonden`}
          description={t`Deze factuur staat niet op dit apparaat. Misschien hoort hij bij een andere organisatie, of is hij nog niet gesynchroniseerd.`}
          icon={ReceiptIcon}
        />
      </Stack>
    );
  }

  const isOverdue = isInvoiceOverdue(invoice);
  return (
    <Stack gap="5">
      {backLink}
      <Stack gap="2">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          {t`Factuur ${invoice.number}`}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={invoiceStatusColors[invoice.status]}>
            {i18n._(invoiceStatusLabels[invoice.status])}
          </Badge>
          {isOverdue && <Badge colorPalette="red">{t`Vervallen`}</Badge>}
        </HStack>
      </Stack>

      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="4">
          <Grid
            as="dl"
            templateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
            columnGap="6"
            rowGap={{ base: '0', sm: '2' }}
          >
            <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>{t`Factuurdatum`}</Text>
            <Text as="dd">{formatDate(invoice.invoiceDate, locale)}</Text>
            <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>{t`Vervaldatum`}</Text>
            <Text as="dd" color={isOverdue ? 'red.fg' : undefined}>
              {formatDate(invoice.dueDate, locale)}
            </Text>
            {invoice.paidAt && (
              <>
                <Text
                  as="dt"
                  color="fg.muted"
                  fontSize="sm"
                  mt={{ base: '2', sm: '0' }}
                >{t`Betaald op`}</Text>
                <Text as="dd">{formatDateTime(invoice.paidAt, locale)}</Text>
              </>
            )}
            {invoice.reference && (
              <>
                <Text
                  as="dt"
                  color="fg.muted"
                  fontSize="sm"
                  mt={{ base: '2', sm: '0' }}
                >{t`Referentie`}</Text>
                <Text as="dd">{invoice.reference}</Text>
              </>
            )}
            <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>{t`Totaal`}</Text>
            <Text as="dd" fontWeight="semibold">
              {formatMoney(invoice.totalCents)}
            </Text>
          </Grid>
          {invoice.hasPdf ? (
            <InvoicePdfActions invoice={invoice} />
          ) : (
            <Text fontSize="sm" color="fg.muted">{t`Voor deze factuur is (nog) geen PDF beschikbaar.`}</Text>
          )}
        </Card.Body>
      </Card.Root>

      <Stack as="section" gap="3" aria-labelledby="invoice-lines-heading">
        <Heading as="h2" size="lg" id="invoice-lines-heading">
          {t`Factuurregels`}
        </Heading>
        {lines === undefined ? (
          <Skeleton height="24" />
        ) : lines.length === 0 ? (
          <Text color="fg.muted">{t`Deze factuur heeft geen regels op dit apparaat.`}</Text>
        ) : (
          <InvoiceLines lines={lines} />
        )}
        <Grid
          as="dl"
          templateColumns="auto auto"
          justifyContent="end"
          columnGap="6"
          rowGap="1"
          fontSize="sm"
          textAlign="right"
        >
          <Text as="dt" color="fg.muted">{t`Subtotaal excl. btw`}</Text>
          <Text as="dd">{formatMoney(invoice.amountExclVatCents)}</Text>
          <Text as="dt" color="fg.muted">{t`Btw`}</Text>
          <Text as="dd">{formatMoney(invoice.vatCents)}</Text>
          <Text as="dt" fontWeight="semibold">{t`Totaal incl. btw`}</Text>
          <Text as="dd" fontWeight="semibold">
            {formatMoney(invoice.totalCents)}
          </Text>
        </Grid>
      </Stack>
    </Stack>
  );
}

/** The lines as a table on wider screens and as stacked cards on phones. */
function InvoiceLines({ lines }: { lines: InvoiceLineRow[] }) {
  const { t } = useLingui();
  const quantity = (line: InvoiceLineRow) =>
    `${line.quantity.toLocaleString(activeLocale() === 'nl' ? 'nl-NL' : 'en-GB')} ${line.unit}`;
  return (
    <>
      <Table.ScrollArea
        display={{ base: 'none', md: 'block' }}
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="lg"
        bg="bg.panel"
      >
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Omschrijving`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Aantal`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Prijs per eenheid`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Btw`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Bedrag excl. btw`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell>{line.description}</Table.Cell>
                <Table.Cell textAlign="end">{quantity(line)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.unitPriceCents)}</Table.Cell>
                <Table.Cell textAlign="end">{`${line.vatRatePercent}%`}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.totalExclVatCents)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack
        as="ul"
        listStyleType="none"
        gap="2"
        display={{ base: 'flex', md: 'none' }}
        aria-label={t`Factuurregels`}
      >
        {lines.map((line) => (
          <Box
            as="li"
            key={line.id}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            bg="bg.panel"
            p="3"
          >
            <Text wordBreak="break-word">{line.description}</Text>
            <HStack justify="space-between" fontSize="sm" color="fg.muted" mt="1" gap="3">
              <Text>
                {quantity(line)} × {formatMoney(line.unitPriceCents)} · {t`btw ${line.vatRatePercent}%`}
              </Text>
              <Text color="fg" fontWeight="medium" flexShrink={0}>
                {formatMoney(line.totalExclVatCents)}
              </Text>
            </HStack>
          </Box>
        ))}
      </Stack>
    </>
  );
}
