/**
 * The confirmation before a document goes to the bin. It says the document can be restored from
 * the bin, and only then queues the delete.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
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
    <Dialog.Root
      role="alertdialog"
      open={document !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{t`„${name}” verwijderen?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t`Het document gaat naar de prullenbak. Daar kun je het later terugzetten.`}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t`Annuleren`}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => document && onConfirm(document)}>
                {t({ message: 'Verwijderen', context: 'document' })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
