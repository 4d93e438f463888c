/**
 * One invoice (`/invoices/:invoiceId`) from the local database: its status, dates, amounts and lines,
 * and its PDF to view in the app or download (kept on this device after one view). A customer sees the
 * status as their group and, on an open or overdue invoice, how to pay it, as the PDF says it. An
 * invoice that is not on this device (unknown, or of another organisation) shows a "not found" state.
 */
import { Badge, Box, Card, Grid, HStack, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import type { UserType } from '../../../api/contract/auth';
import { formatDate, formatDateTime, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { groupHomePath } from '../../../permissions/home-path';
import { useSession } from '../../../session/session-state';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { FactList } from '../../../ui/fact-list';
import { ReceiptIcon } from '../../../ui/icons/line-icons';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { InvoicePdfActions } from '../components/invoice-pdf-actions';
import { invoicePaymentInstruction, type InvoicePaymentInstruction } from '../invoice-payment';
import { invoiceStatusBadges, isInvoiceOverdue } from '../invoice-status';
import { useInvoice, useInvoiceLines, type InvoiceLineRow } from '../invoices.queries';
import { TableScrollArea } from '../../../ui/table-scroll-area';
import { useIsWideFrom } from '../../../ui/use-screen-width';

export function InvoiceDetailPage() {
  const { t, i18n } = useLingui();
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  const lines = useInvoiceLines(invoiceId);
  const locale = activeLocale();
  // Staff see the detailed status; anyone else the customer's group and the payment instruction.
  const userType: UserType = useSession()?.user.type ?? 'customer';
  useDocumentTitle(invoice ? t`Factuur ${invoice.number}` : t`Factuur`);

  return (
    <DetailPageFrame
      backLink={<BackLink to={groupHomePath.invoices} label={t`Alle facturen`} />}
      record={invoice}
      notFoundTitle={t`Factuur niet gevonden`}
      notFoundDescription={t`Deze factuur staat niet op dit apparaat. Misschien hoort hij bij een andere organisatie, of is hij nog niet gesynchroniseerd.`}
      notFoundIcon={ReceiptIcon}
      gap="5"
    >
      {(invoice) => {
        const isOverdue = isInvoiceOverdue(invoice);
        const payment = userType === 'customer' ? invoicePaymentInstruction(invoice) : null;
        return (
          <>
            <Stack gap="2">
              <Heading as="h1" size="2xl" fontWeight="semibold">
                {t`Factuur ${invoice.number}`}
              </Heading>
              <HStack gap="2" wrap="wrap">
                {invoiceStatusBadges(invoice, userType).map((badge) => (
                  <Badge key={badge.label.id} colorPalette={badge.color}>
                    {i18n._(badge.label)}
                  </Badge>
                ))}
              </HStack>
            </Stack>

            <Card.Root variant="outline" bg="bg.panel">
              <Card.Body gap="4">
                <FactList
                  facts={[
                    { label: t`Factuurdatum`, value: formatDate(invoice.invoiceDate, locale) },
                    {
                      label: t`Vervaldatum`,
                      value: (
                        <Text as="span" color={isOverdue ? 'red.fg' : undefined}>
                          {formatDate(invoice.dueDate, locale)}
                        </Text>
                      ),
                    },
                    invoice.paidAt
                      ? { label: t`Betaald op`, value: formatDateTime(invoice.paidAt, locale) }
                      : null,
                    invoice.reference ? { label: t`Referentie`, value: invoice.reference } : null,
                    {
                      label: t`Totaal incl. btw`,
                      value: (
                        <Text as="span" fontWeight="semibold">
                          {formatMoney(invoice.totalCents)}
                        </Text>
                      ),
                    },
                  ]}
                />
                {invoice.hasPdf ? (
                  <InvoicePdfActions invoice={invoice} />
                ) : (
                  <Text
                    fontSize="sm"
                    color="fg.muted"
                  >{t`Voor deze factuur is (nog) geen PDF beschikbaar.`}</Text>
                )}
              </Card.Body>
            </Card.Root>

            {payment && <InvoicePaymentSection payment={payment} isOverdue={isOverdue} />}

            <Stack as="section" gap="3" aria-labelledby="invoice-lines-heading">
              <Heading as="h2" size="lg" id="invoice-lines-heading">
                {t`Factuurregels`}
              </Heading>
              {lines === undefined ? (
                <Skeleton height="24" aria-busy="true" />
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
          </>
        );
      }}
    </DetailPageFrame>
  );
}

/** How to pay: the PDF's payment sentence, then the details to copy into a bank transfer. */
function InvoicePaymentSection({
  payment,
  isOverdue,
}: {
  payment: InvoicePaymentInstruction;
  isOverdue: boolean;
}) {
  const { t } = useLingui();
  const locale = activeLocale();
  const amount = formatMoney(payment.amountCents);
  const payBy = formatDate(payment.payBy, locale);
  const days = payment.termDays;
  const { iban, payeeName, paymentReference } = payment;
  return (
    <Card.Root as="section" aria-labelledby="invoice-payment-heading" variant="outline" bg="bg.panel">
      <Card.Header>
        <Heading as="h2" size="lg" id="invoice-payment-heading">
          {t`Betaling`}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text>
          {t`Wij verzoeken u het totaalbedrag van ${amount} binnen ${days} dagen, uiterlijk op ${payBy}, over te maken op ${iban} ten name van ${payeeName}, onder vermelding van factuurnummer ${paymentReference}.`}
        </Text>
        {isOverdue && (
          <Text color="red.fg" fontWeight="medium">
            {t`De vervaldatum is verstreken. Wilt u het bedrag zo spoedig mogelijk overmaken?`}
          </Text>
        )}
        <FactList
          facts={[
            { label: t`Te betalen`, value: amount },
            { label: t`IBAN`, value: iban },
            { label: t`Ten name van`, value: payeeName },
            { label: t`Onder vermelding van`, value: paymentReference },
            { label: t`Uiterlijk op`, value: payBy },
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}

/** The lines as a table on wider screens and as stacked cards on phones. */
function InvoiceLines({ lines }: { lines: InvoiceLineRow[] }) {
  const { t } = useLingui();
  const isWide = useIsWideFrom('md');
  const quantity = (line: InvoiceLineRow) =>
    `${line.quantity.toLocaleString(activeLocale() === 'nl' ? 'nl-NL' : 'en-GB')} ${line.unit}`;
  if (isWide)
    return (
      <TableScrollArea
        labelledBy="invoice-lines-heading"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="lg"
        bg="bg.panel"
      >
        <Table.Root size="sm" aria-labelledby="invoice-lines-heading">
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
      </TableScrollArea>
    );
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={t`Factuurregels`}>
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
  );
}
