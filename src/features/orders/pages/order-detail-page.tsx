/**
 * One order (`/orders/:orderId`) from the local database: its facts, its work orders, checklists,
 * the devices it concerns (linking to the device) and its documents to view or download. Everything
 * but opening a document not yet on this device works offline.
 */
import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { groupHomePath } from '../../../permissions/home-path';
import { useVisibleOrganisations } from '../../../session/current-organisation';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { DetailSection } from '../../../ui/detail-section';
import { FactList } from '../../../ui/fact-list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ChecklistList } from '../components/checklist-list';
import { DocumentList } from '../components/document-list';
import { RecordRow } from '../components/record-row';
import {
  orderStatusColors,
  orderStatusLabels,
  workOrderStatusColors,
  workOrderStatusLabels,
} from '../order-status';
import {
  useChecklistsOf,
  useOrder,
  useOrderDocuments,
  useOrderServiceObjects,
  useOrderWorkOrders,
} from '../orders.queries';

export function OrderDetailPage() {
  const { t, i18n } = useLingui();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const workOrders = useOrderWorkOrders(orderId);
  const checklists = useChecklistsOf({ orderId });
  const devices = useOrderServiceObjects(orderId);
  const documents = useOrderDocuments(orderId);
  const visible = useVisibleOrganisations();
  const locale = activeLocale();
  useDocumentTitle(order ? t`Order ${order.number}` : t`Order`);

  return (
    <DetailPageFrame
      backLink={<BackLink to={groupHomePath.orders} label={t`Alle orders`} />}
      record={order}
      notFoundTitle={t`Order niet gevonden`}
    >
      {(order) => {
        const organisationName = visible.find(
          (organisation) => organisation.id === order.organisationId,
        )?.name;
        return (
          <>
            <Stack gap="2">
              <Heading as="h1" size="2xl" fontWeight="semibold">
                {t`Order ${order.number}`}
              </Heading>
              <HStack gap="2">
                <Badge colorPalette={orderStatusColors[order.status]}>
                  {i18n._(orderStatusLabels[order.status])}
                </Badge>
              </HStack>
              <Text wordBreak="break-word">{order.description}</Text>
            </Stack>

            <Card.Root variant="outline" bg="bg.panel">
              <Card.Body>
                <FactList
                  facts={[
                    organisationName !== undefined && { label: t`Organisatie`, value: organisationName },
                    order.reference !== null && { label: t`Referentie`, value: order.reference },
                    { label: t`Aangemaakt`, value: formatDate(order.createdAt, locale) },
                    order.plannedDate !== null && {
                      label: t`Gepland`,
                      value: formatDate(order.plannedDate, locale),
                    },
                    order.completedDate !== null && {
                      label: t`Afgerond`,
                      value: formatDate(order.completedDate, locale),
                    },
                    order.amountCents !== null && { label: t`Bedrag`, value: formatMoney(order.amountCents) },
                  ]}
                />
              </Card.Body>
            </Card.Root>

            <DetailSection
              id="order-work-orders"
              title={t`Werkbonnen`}
              rows={workOrders}
              empty={t`Deze order heeft nog geen werkbonnen.`}
            >
              {(workOrder) => (
                <RecordRow
                  key={workOrder.id}
                  title={t`Werkbon ${workOrder.number}`}
                  href={detailPaths.workOrderDetail.href(workOrder.id)}
                  details={[
                    workOrder.technicianName,
                    workOrder.plannedDate && t`Gepland ${formatDate(workOrder.plannedDate, locale)}`,
                    workOrder.completedAt && t`Afgerond ${formatDate(workOrder.completedAt, locale)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  end={
                    <Badge colorPalette={workOrderStatusColors[workOrder.status]}>
                      {i18n._(workOrderStatusLabels[workOrder.status])}
                    </Badge>
                  }
                />
              )}
            </DetailSection>

            <ChecklistList
              id="order-checklists"
              checklists={checklists}
              empty={t`Deze order heeft geen checklists.`}
            />

            <DetailSection
              id="order-devices"
              title={t`Installaties`}
              rows={devices}
              empty={t`Er zijn geen installaties aan deze order gekoppeld.`}
            >
              {(device) => (
                <RecordRow
                  key={device.id}
                  title={`${device.number} · ${device.name}`}
                  href={detailPaths.deviceDetail.href(device.id)}
                  details={[device.brand, device.model, device.location].filter(Boolean).join(' · ')}
                />
              )}
            </DetailSection>

            <DocumentList
              id="order-documents"
              title={t`Documenten`}
              documents={documents}
              empty={t`Deze order heeft geen documenten.`}
            />
          </>
        );
      }}
    </DetailPageFrame>
  );
}
