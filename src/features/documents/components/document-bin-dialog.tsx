/**
 * The bin ("Prullenbak"): the deleted documents of the organisation or device on screen, read from
 * the server when the dialog opens (sync keeps no fields of a deleted document). Restoring puts a
 * document back in its folder at once, marked pending, and queues the restore; offline the bin
 * says it needs a connection.
 */
import { Alert, Button, Dialog, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../ui/app-dialog';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { DeletedDocument } from '../../../api/contract/documents';
import { useDatabase } from '../../../db/database-context';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { formatFileSize } from '../../../lib/file-size';
import { isQuotaExceededError, storageFullMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { CloudOffIcon } from '../../../ui/icons/line-icons';
import { restoreDocuments } from '../documents.commands';
import { useDocumentBin } from '../documents.queries';

export interface DocumentBinDialogProps {
  isOpen: boolean;
  /** The organisation whose bin is shown (its own documents only). */
  organisationId?: string;
  /** The device whose bin is shown; restores go through the device's route. */
  serviceObjectId?: string;
  onClose: () => void;
}

export function DocumentBinDialog(props: DocumentBinDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={t`Prullenbak`}
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
      footer={
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t`Sluiten`}</Button>
        </Dialog.ActionTrigger>
      }
    >
      <BinContent {...props} />
    </AppDialog>
  );
}

function BinContent({ organisationId, serviceObjectId }: DocumentBinDialogProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const locale = activeLocale();
  const { state, reload } = useDocumentBin({ organisationId, serviceObjectId });
  const [restored, setRestored] = useState<ReadonlySet<string>>(new Set());

  async function restore(documents: readonly DeletedDocument[]) {
    if (documents.length === 0) return;
    try {
      await restoreDocuments(
        db,
        userId,
        documents,
        serviceObjectId ?? null,
        documents.length === 1
          ? t`Terugzetten: ${documents[0]!.name}`
          : t`Terugzetten: ${documents.length} documenten`,
      );
      setRestored((current) => new Set([...current, ...documents.map((document) => document.id)]));
      toast.success(
        navigator.onLine ? t`Teruggezet` : t`Teruggezet; dit wordt verstuurd zodra er verbinding is`,
      );
    } catch (error) {
      toast.error(
        isQuotaExceededError(error)
          ? storageFullMessage()
          : t`Terugzetten kon niet op dit apparaat worden opgeslagen.`,
      );
    }
  }

  return (
    <Dialog.Body>
      {state.status === 'loading' && (
        <Stack gap="2" aria-busy="true" aria-label={t`Prullenbak wordt geladen`}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="12" borderRadius="l2" />
          ))}
        </Stack>
      )}
      {state.status === 'offline' && (
        <Alert.Root status="info">
          <Alert.Indicator>
            <CloudOffIcon />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{t`De prullenbak is alleen online te zien.`}</Alert.Title>
            <Alert.Description>{t`Probeer het opnieuw zodra er verbinding is.`}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={reload}>
            {t`Opnieuw proberen`}
          </Button>
        </Alert.Root>
      )}
      {state.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`De prullenbak kon niet worden geladen.`}</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={reload}>
            {t`Opnieuw proberen`}
          </Button>
        </Alert.Root>
      )}
      {state.status === 'success' && (
        <BinList
          documents={state.documents.filter((document) => !restored.has(document.id))}
          locale={locale}
          onRestore={(documents) => void restore(documents)}
        />
      )}
    </Dialog.Body>
  );
}

function BinList({
  documents,
  locale,
  onRestore,
}: {
  documents: DeletedDocument[];
  locale: 'nl' | 'en';
  onRestore: (documents: readonly DeletedDocument[]) => void;
}) {
  const { t } = useLingui();
  if (documents.length === 0) {
    return <Text color="fg.muted">{t`De prullenbak is leeg.`}</Text>;
  }
  return (
    <Stack gap="3">
      {documents.length > 1 && (
        <Button alignSelf="flex-end" size="sm" variant="outline" onClick={() => onRestore(documents)}>
          {t`Alles terugzetten`}
        </Button>
      )}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Verwijderde documenten`}>
        {documents.map((document) => (
          <HStack
            as="li"
            key={document.id}
            gap="3"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="l2"
            px="3"
            py="2"
            justify="space-between"
          >
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" wordBreak="break-word">
                {document.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t`Verwijderd ${formatDateTime(document.deletedAt, locale)} · ${formatFileSize(document.sizeBytes, locale)}`}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="outline"
              flexShrink={0}
              aria-label={t`Terugzetten: ${document.name}`}
              onClick={() => onRestore([document])}
            >
              {t`Terugzetten`}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
