/**
 * The documents of one device (`/documents/devices/{id}`): the device's own folders, its
 * documents (also those filed in the organisation's folders, such as work reports), upload to the
 * device, new folders of the device, delete and the device's bin. Opened from the device's
 * documents tab; the same library as `/documents`, so both behave alike.
 */
import { HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { detailPaths } from '../../../lib/detail-paths';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { ArrowLeftIcon, DeviceIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { DocumentLibrary } from '../components/document-library';
import { useDeviceSummary } from '../documents.queries';

const refreshed = ['folders', 'documents', 'serviceObjects'] as const;

export function DeviceDocumentsPage() {
  const { t } = useLingui();
  const { deviceId = '' } = useParams();
  const device = useDeviceSummary(deviceId);
  const label = device ? `${device.number} · ${device.name}` : '';
  useDocumentTitle(device ? t`Documenten van ${label}` : t`Documenten`);

  return (
    <PullToRefresh collections={refreshed}>
      <Stack gap="5">
        <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
          <RouterLink to={detailPaths.deviceDetail.href(deviceId)}>
            <ArrowLeftIcon boxSize="4" />
            {t`Terug naar de installatie`}
          </RouterLink>
        </Link>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="2xl" fontWeight="semibold">
              {t`Documenten`}
            </Heading>
            {device === undefined ? (
              <Skeleton height="5" width="48" aria-busy="true" />
            ) : (
              device && <Text color="fg.muted">{label}</Text>
            )}
          </Stack>
          <RefreshButton collections={refreshed} />
        </HStack>
        {device === null ? (
          <ListEmptyState
            title={t`Installatie niet gevonden`}
            description={t`Deze installatie staat niet op dit apparaat, of je hebt er geen toegang toe.`}
            icon={DeviceIcon}
          />
        ) : (
          device && (
            <DocumentLibrary
              scope={{ kind: 'device', deviceId: device.id }}
              roots={[{ organisationId: device.organisationId, label: device.number }]}
              serviceObjectId={device.id}
            />
          )
        )}
      </Stack>
    </PullToRefresh>
  );
}
