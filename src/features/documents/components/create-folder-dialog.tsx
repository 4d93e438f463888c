/**
 * "Nieuwe map" in the current folder: the name is checked here against the folders beside it (the
 * server checks again), then the folder is created locally and queued, offline too.
 */
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../ui/app-dialog';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import { isQuotaExceededError, storageFullMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { TextField } from '../../../ui/text-field';
import { createFolder } from '../documents.commands';
import { folderNameProblem, maxFolderNameLength, type FolderLike } from '../document-tree';

export interface CreateFolderDialogProps {
  isOpen: boolean;
  organisationId: string;
  parentId: string | null;
  serviceObjectId: string | null;
  /** Where the folder goes, for the dialog's text ("Certificaten", or the organisation). */
  locationName: string;
  /** The folders beside the new one, for the duplicate-name check. */
  siblings: readonly FolderLike[];
  onCreated: (folderId: string) => void;
  onClose: () => void;
}

export function CreateFolderDialog(props: CreateFolderDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog isOpen={props.isOpen} onClose={props.onClose} title={t`Nieuwe map`}>
      <CreateFolderForm {...props} />
    </AppDialog>
  );
}

function CreateFolderForm({
  organisationId,
  parentId,
  serviceObjectId,
  locationName,
  siblings,
  onCreated,
  onClose,
}: CreateFolderDialogProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const [name, setName] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const problem = folderNameProblem(name, siblings);
  const error =
    problem === 'taken'
      ? t`Er bestaat al een map met deze naam op deze plek.`
      : problem === 'tooLong'
        ? t`De naam mag hoogstens ${maxFolderNameLength} tekens lang zijn.`
        : problem === 'empty' && isSubmitted
          ? t`Vul een naam in.`
          : undefined;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (problem) return;
    setIsSaving(true);
    try {
      const trimmed = name.trim();
      const folder = await createFolder(
        db,
        userId,
        { organisationId, parentId, serviceObjectId, name: trimmed },
        t`Nieuwe map: ${trimmed}`,
      );
      toast.success(
        navigator.onLine ? t`Map aangemaakt` : t`Map aangemaakt; hij wordt verstuurd zodra er verbinding is`,
      );
      onCreated(folder.id);
    } catch (failure) {
      toast.error(
        isQuotaExceededError(failure)
          ? storageFullMessage()
          : t`De map kon niet op dit apparaat worden opgeslagen.`,
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Dialog.Body>
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            {t`In: ${locationName}`}
          </Text>
          <TextField
            label={t`Naam van de map`}
            required
            value={name}
            error={error}
            onChange={(event) => setName(event.target.value)}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t`Annuleren`}
        </Button>
        <Button type="submit" colorPalette="brand" loading={isSaving}>
          {t`Map aanmaken`}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
