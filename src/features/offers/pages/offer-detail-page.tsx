/**
 * One offer (`/offers/:offerId`) from the local database: its facts, lines and documents, and for a
 * sent offer and a user with `respond offers` the response (accept or decline), which works offline.
 * Every amount says it excludes VAT: the offer and its lines hold net amounts only (the wire contract
 * carries no VAT for offers).
 * A response waiting in the outbox shows as pending; one the server refused (the offer changed or
 * expired) shows the server's message and the offer's current version, with a way to withdraw it and
 * answer again.
 */
import { Alert, Box, Button, Card, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { filePaths } from '../../../api/files/file-paths';
import { useDatabase } from '../../../db/database-context';
import { formatDate, formatDateTime, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { formatFileSize } from '../../../lib/file-size';
import { useAppAbility } from '../../../permissions/ability-context';
import { groupHomePath } from '../../../permissions/home-path';
import {
  DocumentDownloadError,
  documentDownloadErrorMessage,
  openDocument,
} from '../../../sync/document-cache';
import { discardEntry } from '../../../sync/outbox-actions';
import { useSync } from '../../../sync/sync-engine-context';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { DetailSection } from '../../../ui/detail-section';
import { DocumentOpenButtons } from '../../../ui/document-viewer';
import { FactList, type Fact } from '../../../ui/fact-list';
import { FileTextIcon } from '../../../ui/icons/line-icons';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { OfferResponseForm } from '../components/offer-response-form';
import { OfferStatusBadges } from '../components/offer-status-badges';
import { canRespondTo, isOfferExpired } from '../offer-status';
import {
  useOffer,
  useOfferDocuments,
  useOfferLines,
  useOfferResponseEntry,
  useServiceObject,
  type OfferRow,
} from '../offers.queries';

export function OfferDetailPage() {
  const { t } = useLingui();
  const { offerId = '' } = useParams();
  const offer = useOffer(offerId);
  const lines = useOfferLines(offerId);
  const documents = useOfferDocuments(offerId);
  const device = useServiceObject(offer?.serviceObjectId ?? null);
  const response = useOfferResponseEntry(offerId);
  const ability = useAppAbility();
  const db = useDatabase();
  const client = useApiClient();
  const { userId } = useSync();
  const locale = activeLocale();
  useDocumentTitle(offer ? t`Offerte ${offer.number}` : t`Offerte`);

  return (
    <DetailPageFrame
      backLink={<BackLink to={groupHomePath.offers} label={t`Alle offertes`} />}
      record={offer}
      notFoundTitle={t`Offerte niet gevonden`}
      notFoundDescription={t`Deze offerte staat niet op dit apparaat. Misschien hoort hij bij een andere organisatie, of is hij nog niet gesynchroniseerd.`}
      notFoundIcon={FileTextIcon}
    >
      {(offer) => {
        const isExpired = offer.status === 'sent' && isOfferExpired(offer);
        const mayRespond = ability.can('respond', 'offers') && canRespondTo(offer) && !response;
        const facts: Array<Fact | false> = [
          {
            label: t`Bedrag excl. btw`,
            value: (
              <Text as="span" fontWeight="semibold">
                {formatMoney(offer.amountCents)}
              </Text>
            ),
          },
          offer.sentAt !== null && { label: t`Verstuurd`, value: formatDate(offer.sentAt, locale) },
          offer.validUntil !== null && { label: t`Geldig tot`, value: formatDate(offer.validUntil, locale) },
          device !== null &&
            device !== undefined && {
              label: t`Installatie`,
              value: (
                <Link asChild colorPalette="brand">
                  <RouterLink to={detailPaths.deviceDetail.href(device.id)}>
                    {device.number} · {device.name}
                  </RouterLink>
                </Link>
              ),
            },
          { label: t`Versie`, value: String(offer.version) },
          offer.respondedByName !== null && {
            label: offer.status === 'declined' ? t`Afgewezen door` : t`Akkoord door`,
            value: offer.respondedAt
              ? t`${offer.respondedByName} op ${formatDateTime(offer.respondedAt, locale)}`
              : offer.respondedByName,
          },
          offer.purchaseOrderReference !== null && {
            label: t`Inkoopordernummer`,
            value: offer.purchaseOrderReference,
          },
          offer.responseRemark !== null && {
            label: offer.status === 'declined' ? t`Reden` : t`Opmerking`,
            value: offer.responseRemark,
          },
        ];

        return (
          <>
            <Stack gap="2">
              <Heading as="h1" size="2xl" fontWeight="semibold" wordBreak="break-word">
                {t`Offerte ${offer.number}`}
              </Heading>
              <Text fontSize="lg" wordBreak="break-word">
                {offer.title}
              </Text>
              <HStack gap="2" wrap="wrap">
                <OfferStatusBadges offer={offer} />
              </HStack>
            </Stack>

            {response?.state === 'rejected' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t`Je reactie is niet verwerkt: ${response.lastError?.message ?? t`de server weigerde hem.`}`}</Alert.Title>
                  <Alert.Description>
                    {t`De huidige versie van de offerte is versie ${offer.version}. Trek je reactie in om de offerte opnieuw te bekijken en te beantwoorden.`}
                  </Alert.Description>
                </Alert.Content>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    if (response.seq !== undefined) void discardEntry(db, response.seq);
                  }}
                >
                  {t`Reactie intrekken`}
                </Button>
              </Alert.Root>
            )}
            {response?.state === 'pending' && (
              <Alert.Root status="info" role="status">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t`Je reactie is nog niet verstuurd`}</Alert.Title>
                  <Alert.Description>
                    {t`Hij wordt verstuurd zodra er verbinding is. De servicedesk beoordeelt hem daarna.`}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}

            <Card.Root variant="outline" bg="bg.panel">
              <Card.Body gap="4">
                {offer.description && (
                  <Text whiteSpace="pre-wrap" wordBreak="break-word">
                    {offer.description}
                  </Text>
                )}
                <FactList facts={facts} />
                {mayRespond && <OfferResponseForm offer={offer} />}
                {!mayRespond && offer.status === 'sent' && isExpired && !response && (
                  <Text
                    fontSize="sm"
                    color="fg.muted"
                  >{t`Deze offerte is verlopen en kan niet meer worden beantwoord.`}</Text>
                )}
              </Card.Body>
            </Card.Root>

            <Stack as="section" gap="2" aria-labelledby="offer-lines-heading">
              <Heading as="h2" size="md" id="offer-lines-heading">
                {t`Offerteregels`}
              </Heading>
              {lines === undefined ? (
                <Skeleton height="16" aria-busy="true" />
              ) : lines.length === 0 ? (
                <Text
                  color="fg.muted"
                  fontSize="sm"
                >{t`Deze offerte heeft geen regels op dit apparaat.`}</Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="2" aria-labelledby="offer-lines-heading">
                  {lines.map((line) => (
                    <Box
                      as="li"
                      key={line.id}
                      borderWidth="1px"
                      borderColor="border.muted"
                      borderRadius="lg"
                      bg="bg.panel"
                      px="3"
                      py="2.5"
                    >
                      <HStack justify="space-between" align="flex-start" gap="3">
                        <Text wordBreak="break-word">{line.description}</Text>
                        <Text fontWeight="medium" flexShrink={0}>
                          {formatMoney(line.totalCents)}
                        </Text>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {line.quantity.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-GB')} {line.unit} ×{' '}
                        {formatMoney(line.unitPriceCents)} · {t`excl. btw`}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
              <OfferTotal offer={offer} />
            </Stack>

            <DetailSection
              id="offer-documents-heading"
              title={t`Documenten`}
              rows={documents}
              empty={t`Bij deze offerte horen geen documenten.`}
            >
              {(document) => (
                <Box
                  as="li"
                  key={document.id}
                  borderWidth="1px"
                  borderColor="border.muted"
                  borderRadius="lg"
                  bg="bg.panel"
                  px="3"
                  py="2.5"
                >
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium" wordBreak="break-word">
                        {document.name}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {formatFileSize(document.sizeBytes, locale)} ·{' '}
                        {formatDate(document.createdAt, locale)}
                      </Text>
                    </Stack>
                    <DocumentOpenButtons
                      fileName={document.name}
                      contentType={document.contentType}
                      load={() => openDocument(client, filePaths.documentDownload(document.id), userId)}
                      onError={(error) => {
                        if (error instanceof DocumentDownloadError)
                          toast.error(documentDownloadErrorMessage(error));
                        else throw error;
                      }}
                    />
                  </HStack>
                </Box>
              )}
            </DetailSection>
          </>
        );
      }}
    </DetailPageFrame>
  );
}

function OfferTotal({ offer }: { offer: OfferRow }) {
  const { t } = useLingui();
  return (
    <HStack justify="flex-end" gap="6" fontWeight="semibold">
      <Text>{t`Totaal excl. btw`}</Text>
      <Text>{formatMoney(offer.amountCents)}</Text>
    </HStack>
  );
}
