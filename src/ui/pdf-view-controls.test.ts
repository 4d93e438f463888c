import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  maxCanvasPixels,
  pageCanvasSize,
  zoomIn,
  zoomOut,
  zoomSteps,
} from './pdf-view-controls';

describe('clampPage', () => {
  it('keeps a page of the document as it is', () => {
    expect(clampPage(3, 12)).toBe(3);
  });

  it('stops at the first and the last page', () => {
    expect(clampPage(0, 12)).toBe(1);
    expect(clampPage(-4, 12)).toBe(1);
    expect(clampPage(13, 12)).toBe(12);
  });

  it('shows page 1 of a document without pages and for a page that is no number', () => {
    expect(clampPage(5, 0)).toBe(1);
    expect(clampPage(Number.NaN, 12)).toBe(1);
  });

  it('rounds a fractional page to a whole one', () => {
    expect(clampPage(2.4, 12)).toBe(2);
  });
});

describe('zoom steps', () => {
  it('steps up and down from fitting the width', () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomOut(1)).toBe(0.75);
  });

  it('stops at the largest and the smallest step', () => {
    const largest = zoomSteps[zoomSteps.length - 1]!;
    expect(zoomIn(largest)).toBe(largest);
    expect(zoomOut(zoomSteps[0])).toBe(zoomSteps[0]);
    expect(canZoomIn(largest)).toBe(false);
    expect(canZoomOut(zoomSteps[0])).toBe(false);
    expect(canZoomIn(1)).toBe(true);
    expect(canZoomOut(1)).toBe(true);
  });

  it('moves a zoom between two steps to the nearest step in that direction', () => {
    expect(zoomIn(1.2)).toBe(1.5);
    expect(zoomOut(1.2)).toBe(1);
  });
});

describe('pageCanvasSize', () => {
  const a4 = { pageWidth: 595, pageHeight: 842 };

  it('fits an A4 page to the width of a phone at its pixel ratio', () => {
    const size = pageCanvasSize({ ...a4, availableWidth: 360, zoom: 1, devicePixelRatio: 3 });
    expect(size.cssWidth).toBe(360);
    expect(size.cssHeight).toBe(Math.floor(842 * (360 / 595)));
    expect(size.outputScale).toBe(3);
    expect(size.pixelWidth).toBe(1080);
  });

  it('doubles the size at zoom 2', () => {
    const size = pageCanvasSize({ ...a4, availableWidth: 800, zoom: 2, devicePixelRatio: 1 });
    expect(size.cssWidth).toBe(1600);
  });

  it('draws a large page at a lower resolution than the limit allows, never above it', () => {
    const size = pageCanvasSize({ ...a4, availableWidth: 1600, zoom: 4, devicePixelRatio: 3 });
    expect(size.outputScale).toBeLessThan(3);
    expect(size.pixelWidth * size.pixelHeight).toBeLessThanOrEqual(maxCanvasPixels);
  });

  it('treats a missing pixel ratio as 1', () => {
    expect(pageCanvasSize({ ...a4, availableWidth: 595, zoom: 1, devicePixelRatio: 0 }).outputScale).toBe(1);
  });
});
