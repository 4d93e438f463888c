/**
 * The confirmation before a document goes to the bin. It says the document can be restored from
 * the bin, and only then queues the delete.
 */
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { DocumentRow } from '../documents.queries';

export interface DeleteDocumentDialogProps {
  /** The document to delete; null keeps the dialog closed. */
  document: DocumentRow | null;
  onConfirm: (document: DocumentRow) => void;
  onClose: () => void;
}

export function DeleteDocumentDialog({ document, onConfirm, onClose }: DeleteDocumentDialogProps) {
  const { t } = useLingui();
  const name = document?.name ?? '';
  return (
    <ConfirmDialog
      isOpen={document !== null}
      onClose={onClose}
      title={t`„${name}” verwijderen?`}
      confirmLabel={t({ message: 'Verwijderen', context: 'document' })}
      onConfirm={() => document && onConfirm(document)}
    >
      <Text>{t`Het document gaat naar de prullenbak. Daar kun je het later terugzetten.`}</Text>
    </ConfirmDialog>
  );
}
