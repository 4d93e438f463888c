/**
 * "Uploaden": at most 5 files of 10 MB (PDF, images, Office documents) into a chosen folder. Files
 * over the limits are refused here, before anything is queued, each with its reason; the rest are
 * stored on this device as pending documents and sent when there is a connection.
 */
import { Button, Dialog, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../ui/app-dialog';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import { activeLocale } from '../../../i18n/i18n-setup';
import { formatFileSize } from '../../../lib/file-size';
import { documentUploadLimits, uploadProblems, type UploadProblem } from '../../../lib/upload-limits';
import { isQuotaExceededError, storageFullMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { uploadDocuments } from '../documents.commands';

/** A place files can go: an organisation's (or device's) top level, or one of its folders. */
export interface UploadTarget {
  key: string;
  organisationId: string;
  folderId: string | null;
  /** Indented label for the select ("Bakkerij de Jong / Certificaten"). */
  label: string;
}

export interface UploadDialogProps {
  isOpen: boolean;
  targets: readonly UploadTarget[];
  /** The target chosen when the dialog opens (the folder on screen). */
  initialTargetKey: string;
  serviceObjectId: string | null;
  onClose: () => void;
}

export function UploadDialog(props: UploadDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog isOpen={props.isOpen} onClose={props.onClose} title={t`Documenten uploaden`}>
      <UploadForm {...props} />
    </AppDialog>
  );
}

function UploadForm({ targets, initialTargetKey, serviceObjectId, onClose }: UploadDialogProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const locale = activeLocale();
  const [targetKey, setTargetKey] = useState(initialTargetKey);
  const [files, setFiles] = useState<File[]>([]);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const target = targets.find((candidate) => candidate.key === targetKey) ?? targets[0];

  const problemText = (problem: UploadProblem, fileName = '') =>
    ({
      tooManyFiles: t`Kies hoogstens ${documentUploadLimits.maxFiles} bestanden tegelijk.`,
      fileTooLarge: t`${fileName} is groter dan 10 MB.`,
      fileTypeNotAllowed: t`${fileName} is geen pdf, afbeelding of Office-document.`,
      emptyFile: t`${fileName} is leeg.`,
    })[problem];
  const problems = uploadProblems(files, documentUploadLimits);
  const noFiles = isSubmitted && files.length === 0;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (!target || files.length === 0 || problems.length > 0) return;
    setIsSaving(true);
    try {
      const count = files.length;
      await uploadDocuments(
        db,
        userId,
        { organisationId: target.organisationId, folderId: target.folderId, serviceObjectId },
        files,
        count === 1 ? t`Uploaden: ${files[0]!.name}` : t`Uploaden: ${count} bestanden`,
      );
      toast.success(
        navigator.onLine
          ? t`Opgeslagen; de bestanden worden verstuurd`
          : t`Opgeslagen; de bestanden worden verstuurd zodra er verbinding is`,
      );
      onClose();
    } catch (error) {
      toast.error(
        isQuotaExceededError(error)
          ? storageFullMessage()
          : t`De bestanden konden niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Dialog.Body>
        <Stack gap="4">
          {targets.length > 1 && (
            <Field.Root>
              <Field.Label>{t`Map`}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={target?.key}
                  onChange={(event) => setTargetKey(event.target.value)}
                >
                  {targets.map((candidate) => (
                    <option key={candidate.key} value={candidate.key}>
                      {candidate.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Field.Root required invalid={problems.length > 0 || noFiles}>
            <Field.Label>{t`Bestanden`}</Field.Label>
            <Input
              type="file"
              multiple
              accept={documentUploadLimits.accept}
              py="1.5"
              onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
            />
            <Field.HelperText>{t`Hoogstens 5 bestanden van 10 MB: pdf, afbeeldingen of Office-documenten.`}</Field.HelperText>
            <Field.ErrorText>
              <Stack gap="0.5">
                {noFiles && <Text>{t`Kies een of meer bestanden.`}</Text>}
                {problems.map(({ problem, fileName }) => (
                  <Text key={`${problem}-${fileName ?? ''}`}>{problemText(problem, fileName)}</Text>
                ))}
              </Stack>
            </Field.ErrorText>
          </Field.Root>
          {files.length > 0 && problems.length === 0 && (
            <Stack
              as="ul"
              gap="0.5"
              fontSize="sm"
              color="fg.muted"
              listStyleType="none"
              aria-label={t`Gekozen bestanden`}
            >
              {files.map((file, index) => (
                <Text as="li" key={`${index}-${file.name}`} wordBreak="break-all">
                  {`${file.name} · ${formatFileSize(file.size, locale)}`}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t`Annuleren`}
        </Button>
        <Button type="submit" colorPalette="brand" loading={isSaving}>
          {t`Uploaden`}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
