/**
 * A PDF drawn by pdf.js on a canvas, one page at a time: browsers without a PDF viewer inside a page
 * (Chrome on Android) or with a poor one (iOS shows only the first page) show every page this way.
 * Loaded lazily by src/ui/document-viewer.tsx, so pdf.js is never part of the app's first load. The
 * service worker precaches this small chunk at install and downloads pdf.js (its chunk and worker)
 * in the background right after (sw/deferred-assets.ts), so the viewer opens offline too.
 *
 * Guarantees: only the page on show is drawn (a 45-page sticker sheet shows page 1 as soon as it is
 * parsed); it fits the width of the viewer at zoom 1 and is sharp at the device's pixel ratio; the
 * document and its worker are destroyed when the viewer closes or gets another file. pdf.js runs
 * with `isEvalSupported: false`, since the Content-Security-Policy allows no eval.
 */
import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  getDocument,
  GlobalWorkerOptions,
  RenderingCancelledException,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
// The legacy build: the modern one relies on JavaScript features only the newest browsers have.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  fitWidthZoom,
  pageCanvasSize,
  zoomIn,
  zoomOut,
} from './pdf-view-controls';
import { PdfViewerStatus } from './pdf-viewer-status';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfViewerProps {
  /** The PDF; give the viewer a new `key` with a new Blob, so it starts again at page 1. */
  blob: Blob;
}

type DocumentState =
  | { status: 'loading'; percent: number | null }
  | { status: 'ready'; document: PDFDocumentProxy }
  | { status: 'error' };

/**
 * Opens `blob` with pdf.js; the loading task (and with it the document and its worker) is destroyed
 * on cleanup. A new Blob starts as loading again.
 */
function usePdfDocument(blob: Blob): DocumentState {
  const [loaded, setLoaded] = useState<{ blob: Blob; state: DocumentState } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    let task: PDFDocumentLoadingTask | null = null;
    const settle = (state: DocumentState) => {
      if (isCurrent) setLoaded({ blob, state });
    };
    blob
      .arrayBuffer()
      .then((buffer) => {
        if (!isCurrent) return null;
        task = getDocument({ data: new Uint8Array(buffer), isEvalSupported: false });
        task.onProgress = ({ loaded: read, total }: { loaded: number; total: number }) => {
          if (total > 0)
            settle({ status: 'loading', percent: Math.min(100, Math.round((read / total) * 100)) });
        };
        return task.promise;
      })
      .then(
        (document) => {
          if (document) settle({ status: 'ready', document });
        },
        () => settle({ status: 'error' }),
      );
    return () => {
      isCurrent = false;
      void task?.destroy();
    };
  }, [blob]);

  return loaded?.blob === blob ? loaded.state : { status: 'loading', percent: null };
}

/** The width (CSS pixels) of the element behind `ref`, following its resizes; 0 before the first layout. */
function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Padding (CSS pixels) on each side of the page inside the scroll area. */
const pagePadding = 8;

export default function PdfViewer({ blob }: PdfViewerProps) {
  const { t } = useLingui();
  const state = usePdfDocument(blob);
  const scrollArea = useRef<HTMLDivElement>(null);
  const pageHolder = useRef<HTMLDivElement>(null);
  const areaWidth = useElementWidth(scrollArea);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number>(fitWidthZoom);
  const [drawnPage, setDrawnPage] = useState<number | null>(null);
  const [hasRenderError, setHasRenderError] = useState(false);
  const document = state.status === 'ready' ? state.document : null;
  const pageCount = document?.numPages ?? 0;
  const shownPage = clampPage(page, pageCount);

  // Draws the page on show into a new canvas, which replaces the old one only once drawn: no blank
  // flash on zoom, and never two renders on one canvas (pdf.js refuses that).
  useEffect(() => {
    const holder = pageHolder.current;
    if (!document || !holder || areaWidth === 0) return;
    let isCurrent = true;
    let renderTask: RenderTask | null = null;
    document
      .getPage(shownPage)
      .then((pdfPage) => {
        if (!isCurrent) return;
        const base = pdfPage.getViewport({ scale: 1 });
        const size = pageCanvasSize({
          pageWidth: base.width,
          pageHeight: base.height,
          availableWidth: areaWidth - 2 * pagePadding,
          zoom,
          devicePixelRatio: window.devicePixelRatio,
        });
        const canvas = window.document.createElement('canvas');
        canvas.width = size.pixelWidth;
        canvas.height = size.pixelHeight;
        canvas.style.width = `${size.cssWidth}px`;
        canvas.style.height = `${size.cssHeight}px`;
        canvas.style.display = 'block';
        canvas.style.background = 'white';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t`Pagina ${shownPage}`);
        const viewport = pdfPage.getViewport({ scale: (size.cssWidth / base.width) * size.outputScale });
        renderTask = pdfPage.render({ canvas, viewport });
        return renderTask.promise.then(() => {
          if (!isCurrent) return;
          holder.replaceChildren(canvas);
          setDrawnPage(shownPage);
        });
      })
      .catch((error: unknown) => {
        if (isCurrent && !(error instanceof RenderingCancelledException)) setHasRenderError(true);
      });
    return () => {
      isCurrent = false;
      renderTask?.cancel();
    };
  }, [document, shownPage, zoom, areaWidth, t]);

  // A new page starts at its top.
  useEffect(() => {
    scrollArea.current?.scrollTo({ top: 0 });
  }, [page]);

  if (state.status === 'error' || hasRenderError) return <PdfViewerStatus status="error" />;

  const goTo = (target: number) => setPage(clampPage(target, pageCount));
  const isZoomedIn = zoom > fitWidthZoom;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      PageDown: () => goTo(page + 1),
      PageUp: () => goTo(page - 1),
      Home: () => goTo(1),
      End: () => goTo(pageCount),
      '+': () => setZoom(zoomIn(zoom)),
      '=': () => setZoom(zoomIn(zoom)),
      '-': () => setZoom(zoomOut(zoom)),
      '0': () => setZoom(fitWidthZoom),
    };
    // Zoomed in, the arrow keys scroll the page sideways as usual.
    if (!isZoomedIn) {
      actions.ArrowRight = () => goTo(page + 1);
      actions.ArrowLeft = () => goTo(page - 1);
    }
    const action = actions[event.key];
    if (!action || state.status !== 'ready') return;
    event.preventDefault();
    action();
  }

  return (
    <Box display="flex" flexDirection="column" flex="1" minH="0" w="full" onKeyDown={onKeyDown}>
      <HStack
        justify="space-between"
        wrap="wrap"
        gap="2"
        px="3"
        py="2"
        borderBottomWidth="1px"
        bg="bg.panel"
        role="toolbar"
        aria-label={t`Pagina's en zoom`}
      >
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t`Vorige pagina`}
            disabled={state.status !== 'ready' || page <= 1}
            onClick={() => goTo(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </IconButton>
          <Text aria-live="polite" aria-atomic="true" fontSize="sm" minW="28" textAlign="center">
            {state.status === 'ready' ? t`Pagina ${shownPage} van ${pageCount}` : t`Pagina's laden…`}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t`Volgende pagina`}
            disabled={state.status !== 'ready' || page >= pageCount}
            onClick={() => goTo(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </IconButton>
        </HStack>
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t`Uitzoomen`}
            disabled={state.status !== 'ready' || !canZoomOut(zoom)}
            onClick={() => setZoom(zoomOut(zoom))}
          >
            <span aria-hidden="true">−</span>
          </IconButton>
          <Button
            size="sm"
            variant="outline"
            disabled={state.status !== 'ready' || zoom === fitWidthZoom}
            onClick={() => setZoom(fitWidthZoom)}
          >
            {t`Paginabreedte`}
          </Button>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t`Inzoomen`}
            disabled={state.status !== 'ready' || !canZoomIn(zoom)}
            onClick={() => setZoom(zoomIn(zoom))}
          >
            <span aria-hidden="true">+</span>
          </IconButton>
        </HStack>
      </HStack>
      <Box
        ref={scrollArea}
        flex="1"
        minH="60vh"
        overflow="auto"
        display="flex"
        flexDirection="column"
        css={{ scrollbarGutter: 'stable' }}
        p={`${pagePadding}px`}
        tabIndex={0}
        role="region"
        aria-label={t`PDF-pagina`}
      >
        {(state.status === 'loading' || drawnPage === null) && (
          <PdfViewerStatus status="loading" percent={state.status === 'loading' ? state.percent : null} />
        )}
        {/* The drawn page's canvas is put here outside React (see the effect that draws it). */}
        <Box ref={pageHolder} mx={isZoomedIn ? undefined : 'auto'} boxShadow="sm" />
      </Box>
    </Box>
  );
}
