/**
 * The pure rules of the PDF viewer (src/ui/pdf-viewer.tsx): which page may be shown, the zoom steps
 * (relative to "fit the width", which is zoom 1) and the size of a page's canvas.
 */

/** Zoom factors relative to the width of the viewer; 1 fits the page to the width. */
export const zoomSteps = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

export const fitWidthZoom = 1;

/**
 * The most canvas pixels one page may take: iOS Safari refuses canvases above about 16.7 million
 * pixels (a blank page), and a large canvas costs memory on a phone. Past it the page is drawn
 * at a lower resolution, never larger than the limit.
 */
export const maxCanvasPixels = 16_000_000;

/** `page` as a page number of a document of `pageCount` pages: a whole number from 1 to `pageCount`. */
export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1 || !Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.round(page), 1), pageCount);
}

/** The next zoom step above `zoom`, or the largest step when there is none. */
export function zoomIn(zoom: number): number {
  return zoomSteps.find((step) => step > zoom + 1e-9) ?? zoomSteps[zoomSteps.length - 1]!;
}

/** The next zoom step below `zoom`, or the smallest step when there is none. */
export function zoomOut(zoom: number): number {
  return [...zoomSteps].reverse().find((step) => step < zoom - 1e-9) ?? zoomSteps[0];
}

export function canZoomIn(zoom: number): boolean {
  return zoom < zoomSteps[zoomSteps.length - 1]! - 1e-9;
}

export function canZoomOut(zoom: number): boolean {
  return zoom > zoomSteps[0] + 1e-9;
}

export interface PageCanvasSize {
  /** The page's size on screen, in CSS pixels. */
  cssWidth: number;
  cssHeight: number;
  /** Device pixels per CSS pixel the canvas is drawn at. */
  outputScale: number;
  /** The canvas's own size, in device pixels. */
  pixelWidth: number;
  pixelHeight: number;
}

/**
 * The canvas of a page whose size at scale 1 is `pageWidth` x `pageHeight` (PDF points), shown at
 * `zoom` times the width `availableWidth` (CSS pixels) on a screen of `devicePixelRatio`: sharp at
 * the device's resolution, and never above `maxCanvasPixels`.
 */
export function pageCanvasSize(options: {
  pageWidth: number;
  pageHeight: number;
  availableWidth: number;
  zoom: number;
  devicePixelRatio: number;
}): PageCanvasSize {
  const { pageWidth, pageHeight, zoom } = options;
  const availableWidth = Math.max(options.availableWidth, 1);
  const cssScale = (availableWidth / pageWidth) * zoom;
  const cssWidth = Math.floor(pageWidth * cssScale);
  const cssHeight = Math.floor(pageHeight * cssScale);
  const ratio = options.devicePixelRatio > 0 ? options.devicePixelRatio : 1;
  const limit = Math.sqrt(maxCanvasPixels / Math.max(cssWidth * cssHeight, 1));
  const outputScale = Math.min(ratio, limit);
  return {
    cssWidth,
    cssHeight,
    outputScale,
    pixelWidth: Math.max(Math.floor(cssWidth * outputScale), 1),
    pixelHeight: Math.max(Math.floor(cssHeight * outputScale), 1),
  };
}
