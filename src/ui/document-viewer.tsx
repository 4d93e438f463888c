/**
 * The in-app viewer of a downloaded file (invoice PDFs, documents): PDFs drawn by pdf.js (the lazily
 * loaded src/ui/pdf-viewer.tsx, since not every browser shows a PDF inside a page), images as an
 * image, other types only as a download. The file is shown from its Blob (images and the download
 * link through an object URL, revoked when the viewer closes), so nothing is fetched again and it
 * works offline. Full screen on phones; the download link and the close button are always there, also
 * when a PDF cannot be shown (Escape closes too).
 */
import { Button, chakra, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { PdfViewerStatus } from './pdf-viewer-status';
import { DialogRootWhileOpen } from './dialog-root-while-open';

/**
 * pdf.js stays out of the app's first load: its chunk loads when a PDF is first opened. The service
 * worker stores pdf.js in the background after install; a chunk that cannot load (offline before
 * that download finished) shows the viewer's error, which points to the download.
 */
const PdfViewer = lazy(() =>
  import('./pdf-viewer').catch(() => ({ default: () => <PdfViewerStatus status="error" /> })),
);

/** The object URL of each Blob on show: made once per Blob (also under StrictMode), revoked on close. */
const objectUrls = new WeakMap<Blob, string>();

function objectUrlFor(blob: Blob): string {
  let url = objectUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
}

function releaseObjectUrl(blob: Blob): void {
  const url = objectUrls.get(blob);
  if (url) URL.revokeObjectURL(url);
  objectUrls.delete(blob);
}

export interface DocumentViewerProps {
  /** The file, or null while the viewer is closed. */
  file: { blob: Blob; fileName: string } | null;
  onClose: () => void;
}

/** Whether the viewer can show `contentType` itself (otherwise it offers the download only). */
export function isPreviewable(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType.startsWith('image/');
}

/** Saves `blob` as a file named `fileName` through the browser's download. */
export function saveBlobAsFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function DocumentViewer({ file, onClose }: DocumentViewerProps) {
  const { t } = useLingui();
  const url = file ? objectUrlFor(file.blob) : null;
  const contentType = file?.blob.type ?? '';

  return (
    <DialogRootWhileOpen
      open={file !== null}
      onOpenChange={(details) => {
        if (details.open || !file) return;
        releaseObjectUrl(file.blob);
        onClose();
      }}
      size={{ base: 'full', md: 'cover' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content display="flex" flexDirection="column" h={{ base: '100dvh', md: '85vh' }}>
            <Dialog.Header gap="3" alignItems="center" py="3">
              <Dialog.Title fontSize="md" wordBreak="break-all" flex="1">
                {file?.fileName}
              </Dialog.Title>
              <HStack gap="2" flexShrink={0}>
                {url && file && (
                  <Button asChild size="sm" variant="outline">
                    <a href={url} download={file.fileName}>
                      {t`Downloaden`}
                    </a>
                  </Button>
                )}
                <Dialog.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={t`Sluiten`} />
                </Dialog.CloseTrigger>
              </HStack>
            </Dialog.Header>
            <Dialog.Body flex="1" display="flex" flexDirection="column" minH="0" p="0" bg="bg.muted">
              {url && file && contentType === 'application/pdf' && (
                <Suspense fallback={<PdfViewerStatus status="loading" />}>
                  <PdfViewer key={url} blob={file.blob} />
                </Suspense>
              )}
              {url && contentType.startsWith('image/') && (
                <chakra.img
                  src={url}
                  alt={file?.fileName}
                  maxW="full"
                  maxH="80vh"
                  m="auto"
                  objectFit="contain"
                />
              )}
              {url && !isPreviewable(contentType) && (
                <Text m="auto" p="6" textAlign="center" color="fg.muted">
                  {t`Dit bestandstype kan niet in de app worden getoond. Download het om het te openen.`}
                </Text>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRootWhileOpen>
  );
}

export interface DocumentOpenButtonsProps {
  fileName: string;
  contentType: string;
  /** Downloads the file (through the document cache, so it is kept for offline use). */
  load: () => Promise<Blob>;
  /** Tells the user why a download failed (the caller knows the error type and its toast). */
  onError: (error: unknown) => void;
  size?: 'xs' | 'sm';
}

/**
 * "Bekijken" (for PDFs and images) and "Downloaden" for one file, with the viewer: the one way every
 * screen opens a document, so they all behave alike.
 */
export function DocumentOpenButtons({
  fileName,
  contentType,
  load,
  onError,
  size = 'xs',
}: DocumentOpenButtonsProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  const [viewed, setViewed] = useState<{ blob: Blob; fileName: string } | null>(null);

  async function open(action: 'view' | 'download') {
    setBusy(action);
    try {
      const blob = await load();
      if (action === 'view') setViewed({ blob, fileName });
      else saveBlobAsFile(blob, fileName);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <HStack gap="2" flexShrink={0}>
      {isPreviewable(contentType) && (
        <Button
          size={size}
          variant="outline"
          loading={busy === 'view'}
          disabled={busy !== null}
          aria-label={t`Bekijken: ${fileName}`}
          onClick={() => void open('view')}
        >
          {t`Bekijken`}
        </Button>
      )}
      <Button
        size={size}
        variant="ghost"
        loading={busy === 'download'}
        disabled={busy !== null}
        aria-label={t`Downloaden: ${fileName}`}
        onClick={() => void open('download')}
      >
        {t`Downloaden`}
      </Button>
      <DocumentViewer file={viewed} onClose={() => setViewed(null)} />
    </HStack>
  );
}
