/**
 * One offer (`/offers/:offerId`) from the local database: its facts, lines and documents, and for a
 * sent offer and a user with `respond offers` the response (accept or decline), which works offline.
 * A response waiting in the outbox shows as pending; one the server refused (the offer changed or
 * expired) shows the server's message and the offer's current version, with a way to withdraw it and
 * answer again.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  HStack,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
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
import { PendingBadge } from '../../../sync/pending-badge';
import { useSync } from '../../../sync/sync-engine-context';
import { DocumentOpenButtons } from '../../../ui/document-viewer';
import { ArrowLeftIcon, FileTextIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { OfferResponseForm } from '../components/offer-response-form';
import { canRespondTo, isOfferExpired, offerStatusColors, offerStatusLabels } from '../offer-status';
import {
  useOffer,
  useOfferDocuments,
  useOfferLines,
  useOfferResponseEntry,
  useServiceObject,
  type OfferRow,
} from '../offers.queries';

export function OfferDetailPage() {
  const { t, i18n } = useLingui();
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

  const backLink = (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
      <RouterLink to={groupHomePath.offers}>
        <ArrowLeftIcon boxSize="4" />
        {t`Alle offertes`}
      </RouterLink>
    </Link>
  );
  if (offer === undefined) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t`Gegevens worden geladen`}>
        {backLink}
        <Skeleton height="10" width="60%" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  if (offer === null) {
    return (
      <Stack gap="4">
        {backLink}
        <ListEmptyState
          title={t`Offerte niet gevonden`}
          description={t`Deze offerte staat niet op dit apparaat. Misschien hoort hij bij een andere organisatie, of is hij nog niet gesynchroniseerd.`}
          icon={FileTextIcon}
        />
      </Stack>
    );
  }

  const isExpired = offer.status === 'sent' && isOfferExpired(offer);
  const mayRespond = ability.can('respond', 'offers') && canRespondTo(offer) && !response;
  const facts: Array<[string, ReactNode] | false> = [
    [
      t`Bedrag`,
      <Text as="span" fontWeight="semibold">
        {formatMoney(offer.amountCents)}
      </Text>,
    ],
    offer.sentAt !== null && [t`Verstuurd`, formatDate(offer.sentAt, locale)],
    offer.validUntil !== null && [t`Geldig tot`, formatDate(offer.validUntil, locale)],
    device !== null &&
      device !== undefined && [
        t`Installatie`,
        <Link asChild colorPalette="brand">
          <RouterLink to={detailPaths.deviceDetail.href(device.id)}>
            {device.number} · {device.name}
          </RouterLink>
        </Link>,
      ],
    [t`Versie`, String(offer.version)],
    offer.respondedByName !== null && [
      offer.status === 'declined' ? t`Afgewezen door` : t`Akkoord door`,
      offer.respondedAt
        ? t`${offer.respondedByName} op ${formatDateTime(offer.respondedAt, locale)}`
        : offer.respondedByName,
    ],
    offer.purchaseOrderReference !== null && [t`Inkoopordernummer`, offer.purchaseOrderReference],
    offer.responseRemark !== null && [
      offer.status === 'declined' ? t`Reden` : t`Opmerking`,
      offer.responseRemark,
    ],
  ];

  return (
    <Stack gap="6">
      {backLink}
      <Stack gap="2">
        <Heading as="h1" size="2xl" fontWeight="semibold" wordBreak="break-word">
          {t`Offerte ${offer.number}`}
        </Heading>
        <Text fontSize="lg" wordBreak="break-word">
          {offer.title}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={offerStatusColors[offer.status]}>
            {i18n._(offerStatusLabels[offer.status])}
          </Badge>
          {isExpired && <Badge colorPalette="red">{t`Niet meer geldig`}</Badge>}
          {offer.syncPending && <PendingBadge />}
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
          <Grid
            as="dl"
            templateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
            columnGap="6"
            rowGap={{ base: '0', sm: '2' }}
          >
            {facts
              .filter((fact): fact is [string, ReactNode] => fact !== false)
              .map(([label, value]) => (
                <Fragment key={label}>
                  <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>
                    {label}
                  </Text>
                  <Text as="dd" wordBreak="break-word">
                    {value}
                  </Text>
                </Fragment>
              ))}
          </Grid>
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
          <Skeleton height="16" />
        ) : lines.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t`Deze offerte heeft geen regels op dit apparaat.`}</Text>
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
                  {formatMoney(line.unitPriceCents)}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        <OfferTotal offer={offer} />
      </Stack>

      <Stack as="section" gap="2" aria-labelledby="offer-documents-heading">
        <Heading as="h2" size="md" id="offer-documents-heading">
          {t`Documenten`}
        </Heading>
        {documents === undefined ? (
          <Skeleton height="12" />
        ) : documents.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t`Bij deze offerte horen geen documenten.`}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" aria-labelledby="offer-documents-heading">
            {documents.map((document) => (
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
                      {formatFileSize(document.sizeBytes, locale)} · {formatDate(document.createdAt, locale)}
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
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function OfferTotal({ offer }: { offer: OfferRow }) {
  const { t } = useLingui();
  return (
    <HStack justify="flex-end" gap="6" fontWeight="semibold">
      <Text>{t`Totaal`}</Text>
      <Text>{formatMoney(offer.amountCents)}</Text>
    </HStack>
  );
}
