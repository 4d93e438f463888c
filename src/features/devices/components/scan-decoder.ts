/**
 * Reads QR codes from a playing video: the browser's own `BarcodeDetector` where it exists and knows
 * QR codes (Chrome on Android, Safari 17+ on iOS), otherwise jsQR on a downscaled canvas frame. jsQR
 * (about 40 KB gzip) is imported only here, when a scan starts, so it never weighs on the login
 * screen or the app shell.
 */

export interface QrFrameDecoder {
  /** The text of a QR code in the video's current frame, or null when none is readable. */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames larger than this (on their long side) are scaled down for jsQR: enough for a sticker at arm's length. */
const maxFrameSide = 720;

async function nativeDecoder(): Promise<QrFrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      async decode(video) {
        const codes = await detector.detect(video);
        return codes[0]?.rawValue ?? null;
      },
    };
  } catch {
    return null;
  }
}

async function canvasDecoder(): Promise<QrFrameDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  return {
    async decode(video) {
      const { videoWidth, videoHeight } = video;
      if (videoWidth === 0 || videoHeight === 0) return null;
      const scale = Math.min(1, maxFrameSide / Math.max(videoWidth, videoHeight));
      const width = Math.round(videoWidth * scale);
      const height = Math.round(videoHeight * scale);
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const image = context.getImageData(0, 0, width, height);
      return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}

export async function createQrFrameDecoder(): Promise<QrFrameDecoder> {
  return (await nativeDecoder()) ?? canvasDecoder();
}

/** Whether this browser can offer a camera at all (a secure page with `getUserMedia`). */
export function canUseCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'other';

/** What a failed `getUserMedia` means to the user, by the DOMException's name. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'no-camera';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'other';
}
