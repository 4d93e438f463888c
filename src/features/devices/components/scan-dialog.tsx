/**
 * The dialog of "Scannen": shows the rear camera, reads QR codes a few times a second
 * (scan-decoder.ts) and, on a device sticker (qr-target.ts), goes straight to that device when it is
 * in the local database (so it works offline), otherwise to the sticker's public page. Any other
 * code is named as such and scanning goes on. The camera is released when the dialog closes. A
 * refused permission, a missing or busy camera each get a message saying what to do. Below the
 * camera, always, a field takes the device number from the sticker typed by hand
 * (typed-device-form.tsx); without a camera (none in the browser, or it could not start) that field
 * has the focus, so the dialog is useful on any device.
 */
import { Alert, Box, Button, chakra, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDatabase } from '../../../db/database-context';
import { detailPaths } from '../../../lib/detail-paths';
import { qrTarget } from '../qr-target';
import { cameraProblem, canUseCamera, createQrFrameDecoder, type CameraProblem } from './scan-decoder';
import { TypedDeviceForm } from './typed-device-form';
import { DialogRootWhileOpen } from '../../../ui/dialog-root-while-open';

/** Time between two reads of the video: quick enough to feel instant, light on a phone's battery. */
const scanIntervalMs = 250;

type ScanState =
  | { kind: 'starting' }
  | { kind: 'scanning'; isOtherCode: boolean }
  | { kind: 'failed'; problem: CameraProblem };

export function ScanDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const hasCamera = canUseCamera();
  const focusTyping = useCallback(() => inputRef.current?.focus(), []);
  return (
    <DialogRootWhileOpen
      open={isOpen}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      // Without a camera the typed number is the way in: it gets the focus as the dialog opens. With
      // one, "Sluiten" does, so a phone's keyboard does not cover the camera until the field is tapped.
      initialFocusEl={() => (hasCamera ? closeRef.current : inputRef.current)}
      size={{ base: 'full', md: 'md' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`QR-sticker scannen`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {isOpen && (
                <Stack gap="5">
                  {hasCamera && <CameraScanner onDone={onClose} onUnavailable={focusTyping} />}
                  <TypedDeviceForm inputRef={inputRef} onDone={onClose} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={closeRef} variant="outline">
                  {t`Sluiten`}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Sluiten`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRootWhileOpen>
  );
}

function CameraScanner({ onDone, onUnavailable }: { onDone: () => void; onUnavailable: () => void }) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;

    async function openTarget(publicId: string, publicPath: string) {
      const local = await db.records('serviceObjects').where('publicId').equals(publicId).first();
      onDone();
      void navigate(local ? detailPaths.deviceDetail.href(local.id) : publicPath);
    }

    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!isStopped) setState({ kind: 'failed', problem: cameraProblem(error) });
        return;
      }
      const video = videoRef.current;
      if (isStopped || !video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const decoder = await createQrFrameDecoder();
      setState({ kind: 'scanning', isOtherCode: false });

      const tick = async () => {
        if (isStopped) return;
        const text = await decoder.decode(video).catch(() => null);
        if (isStopped) return;
        if (text !== null) {
          const target = qrTarget(text);
          if (target.kind === 'device') {
            isStopped = true;
            await openTarget(target.publicId, target.path);
            return;
          }
          setState({ kind: 'scanning', isOtherCode: true });
        }
        timer = setTimeout(() => void tick(), scanIntervalMs);
      };
      void tick();
    }

    void start();
    return () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [db, navigate, onDone, attempt]);

  // A camera that cannot start leaves typing the number: the field takes the focus.
  const hasFailed = state.kind === 'failed';
  useEffect(() => {
    if (hasFailed) onUnavailable();
  }, [hasFailed, onUnavailable]);

  if (state.kind === 'failed') {
    const messages: Record<CameraProblem, string> = {
      denied: t`Het portaal mag de camera niet gebruiken. Sta cameragebruik voor deze site toe in de instellingen van je browser en probeer het opnieuw.`,
      'no-camera': t`Er is geen camera gevonden op dit apparaat. Typ het nummer van de sticker hieronder.`,
      busy: t`De camera wordt door een andere app gebruikt. Sluit die app en probeer het opnieuw.`,
      other: t`De camera kon niet worden gestart.`,
    };
    return (
      <Stack gap="3">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{messages[state.problem]}</Alert.Description>
        </Alert.Root>
        {state.problem !== 'no-camera' && (
          <Button
            alignSelf="flex-start"
            variant="outline"
            onClick={() => {
              setState({ kind: 'starting' });
              setAttempt((n) => n + 1);
            }}
          >
            {t`Opnieuw proberen`}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="3">
      <Box position="relative" bg="black" borderRadius="lg" overflow="hidden" aspectRatio="1">
        <chakra.video
          ref={videoRef}
          muted
          playsInline
          aria-label={t`Camerabeeld`}
          width="100%"
          height="100%"
          objectFit="cover"
        />
        <Box
          position="absolute"
          inset="15%"
          borderWidth="3px"
          borderColor="whiteAlpha.800"
          borderRadius="xl"
          pointerEvents="none"
        />
      </Box>
      <Text
        role="status"
        aria-live="polite"
        color={state.kind === 'scanning' && state.isOtherCode ? 'fg.error' : 'fg.muted'}
      >
        {state.kind === 'starting'
          ? t`Camera wordt gestart…`
          : state.isOtherCode
            ? t`Dit is geen QR-sticker van een installatie. Richt de camera op de sticker op het apparaat.`
            : t`Richt de camera op de QR-sticker van de installatie.`}
      </Text>
    </Stack>
  );
}
