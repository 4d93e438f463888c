/**
 * `/public/serviceobjects/:publicId`, the page a device's QR sticker opens (product.md §8).
 * - Not signed in: the public facts from the API (no logbook), who to call, and a login link that
 *   comes back here. Without a connection it says so and loads by itself once online.
 * - Signed in (inside the app shell): when the device is in the user's local database it goes
 *   straight to the full device page with its logbook, which works offline; a first sync still
 *   running gets there as soon as the device is stored. A device the user cannot see shows the
 *   public facts with a note.
 */
import { Alert, Button, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { detailPaths } from '../../../lib/detail-paths';
import { useAppAbility } from '../../../permissions/ability-context';
import { authPaths } from '../../../session/auth-paths';
import { useSession } from '../../../session/session-state';
import { useCollectionState } from '../../../sync/collection-state-view';
import { AlertIcon, CloudOffIcon, DeviceIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { PublicDeviceCard } from '../components/public-device-card';
import { useLocalDeviceId } from '../public-device.queries';
import { usePublicDevice } from '../use-public-device';

export function PublicDevicePage() {
  const session = useSession();
  const { publicId = '' } = useParams();
  return session ? <SignedInPublicDevice publicId={publicId} /> : <PublicDeviceView publicId={publicId} />;
}

function SignedInPublicDevice({ publicId }: { publicId: string }) {
  const { t } = useLingui();
  const ability = useAppAbility();
  const localId = useLocalDeviceId(publicId);
  const devicesSync = useCollectionState('serviceObjects');
  if (localId && ability.can('view', 'serviceobjects')) {
    return <Navigate replace to={detailPaths.deviceDetail.href(localId)} />;
  }
  if (localId === undefined) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t`Gegevens worden geladen`}>
        <Skeleton height="10" width="60%" />
        <Skeleton height="48" />
      </Stack>
    );
  }
  // Until the devices have been pulled once, "not here" may only mean "not yet"; a user who may not
  // view devices never pulls them.
  const isFirstSyncDone = !ability.can('view', 'serviceobjects') || devicesSync?.lastSyncedAt != null;
  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>
          {isFirstSyncDone
            ? t`Deze installatie staat niet in je gegevens op dit apparaat. Je ziet de openbare gegevens van de sticker; het volledige logboek is er voor wie toegang heeft tot deze installatie.`
            : t`De installaties worden op dit apparaat gezet. Zodra deze installatie er staat, opent het volledige logboek vanzelf.`}
        </Alert.Description>
      </Alert.Root>
      <PublicDeviceView publicId={publicId} />
    </Stack>
  );
}

function PublicDeviceView({ publicId }: { publicId: string }) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  const { load, retry } = usePublicDevice(publicId);
  useDocumentTitle(load.state === 'loaded' ? `${load.device.number} ${load.device.name}` : t`Installatie`);

  const retryButton = (
    <Button variant="outline" alignSelf="center" onClick={retry}>
      {t`Opnieuw proberen`}
    </Button>
  );

  switch (load.state) {
    case 'loading':
      return (
        <Stack gap="4" aria-busy="true" aria-label={t`Gegevens worden geladen`}>
          <Skeleton height="5" width="30%" />
          <Skeleton height="10" width="70%" />
          <Skeleton height="64" />
        </Stack>
      );
    case 'not-found':
      return (
        <ListEmptyState
          title={t`Onbekende QR-code`}
          description={t`Er is geen installatie met deze code. Misschien is de sticker vervangen; neem contact op met je servicebedrijf.`}
          icon={DeviceIcon}
        />
      );
    case 'offline':
      return (
        <ListEmptyState
          title={t`Geen verbinding`}
          description={t`De gegevens van deze installatie worden geladen zodra er weer verbinding is.`}
          icon={CloudOffIcon}
        >
          {retryButton}
        </ListEmptyState>
      );
    case 'rate-limited':
      return (
        <ListEmptyState
          title={t`Even geduld`}
          description={t`Er zijn vanaf dit netwerk te veel installaties opgevraagd. Probeer het over een minuut opnieuw.`}
          icon={AlertIcon}
        >
          {retryButton}
        </ListEmptyState>
      );
    case 'failed':
      return (
        <ListEmptyState
          title={t`De gegevens konden niet worden geladen`}
          description={load.message}
          icon={AlertIcon}
        >
          {retryButton}
        </ListEmptyState>
      );
    case 'loaded':
      return (
        <Stack gap="5">
          <PublicDeviceCard device={load.device} />
          {!session && (
            <Text color="fg.muted" fontSize="sm">
              {t`Monteur of klant met een account?`}{' '}
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={authPaths.login.href(`${location.pathname}${location.search}`)}>
                  {t`Log in voor het volledige F-gassenlogboek.`}
                </RouterLink>
              </Link>
            </Text>
          )}
        </Stack>
      );
  }
}
