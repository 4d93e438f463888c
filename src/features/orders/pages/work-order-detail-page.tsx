/**
 * One work order (`/workorders/:workOrderId`), a technician's visit, from the local database: what
 * was done, by whom and when, the hours, who signed for it, the signed work report (PDF, opened
 * through the document cache so it is kept for offline use) and the checklists filled in on the visit.
 */
import { Badge, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { groupHomePath } from '../../../permissions/home-path';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { FactList } from '../../../ui/fact-list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ChecklistList } from '../components/checklist-list';
import { DocumentList } from '../components/document-list';
import { workOrderStatusColors, workOrderStatusLabels } from '../order-status';
import { useChecklistsOf, useDocument, useOrder, useServiceObject, useWorkOrder } from '../orders.queries';
import { numberFormat } from '../../../lib/intl-cache';

export function WorkOrderDetailPage() {
  const { t, i18n } = useLingui();
  const { workOrderId = '' } = useParams();
  const workOrder = useWorkOrder(workOrderId);
  const order = useOrder(workOrder?.orderId ?? '');
  const device = useServiceObject(workOrder?.serviceObjectId ?? null);
  const report = useDocument(workOrder?.reportDocumentId ?? null);
  const checklists = useChecklistsOf({ workOrderId });
  const locale = activeLocale();
  useDocumentTitle(workOrder ? t`Werkbon ${workOrder.number}` : t`Werkbon`);

  const backLink = workOrder ? (
    <BackLink to={detailPaths.orderDetail.href(workOrder.orderId)} label={t`Terug naar de order`} />
  ) : (
    <BackLink to={groupHomePath.orders} label={t`Alle orders`} />
  );
  return (
    <DetailPageFrame backLink={backLink} record={workOrder} notFoundTitle={t`Werkbon niet gevonden`}>
      {(workOrder) => {
        const hours =
          workOrder.hours === null
            ? null
            : numberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
                maximumFractionDigits: 2,
              }).format(workOrder.hours);
        return (
          <>
            <Stack gap="2">
              <Heading as="h1" size="2xl" fontWeight="semibold">
                {t`Werkbon ${workOrder.number}`}
              </Heading>
              <HStack gap="2">
                <Badge colorPalette={workOrderStatusColors[workOrder.status]}>
                  {i18n._(workOrderStatusLabels[workOrder.status])}
                </Badge>
              </HStack>
            </Stack>

            <Card.Root variant="outline" bg="bg.panel">
              <Card.Body gap="4">
                <FactList
                  facts={[
                    order && {
                      label: t`Order`,
                      value: (
                        <Link asChild colorPalette="brand">
                          <RouterLink to={detailPaths.orderDetail.href(order.id)}>
                            {order.number} · {order.description}
                          </RouterLink>
                        </Link>
                      ),
                    },
                    device && {
                      label: t`Installatie`,
                      value: (
                        <Link asChild colorPalette="brand">
                          <RouterLink to={detailPaths.deviceDetail.href(device.id)}>
                            {device.number} · {device.name}
                          </RouterLink>
                        </Link>
                      ),
                    },
                    workOrder.technicianName !== null && {
                      label: t`Monteur`,
                      value: workOrder.technicianName,
                    },
                    workOrder.plannedDate !== null && {
                      label: t`Gepland`,
                      value: formatDate(workOrder.plannedDate, locale),
                    },
                    workOrder.startedAt !== null && {
                      label: t`Begonnen`,
                      value: formatDateTime(workOrder.startedAt, locale),
                    },
                    workOrder.completedAt !== null && {
                      label: t`Afgerond`,
                      value: formatDateTime(workOrder.completedAt, locale),
                    },
                    hours !== null && { label: t`Uren`, value: t`${hours} uur` },
                    workOrder.signedByName !== null && {
                      label: t`Getekend door`,
                      value: workOrder.signedAt
                        ? t`${workOrder.signedByName} op ${formatDateTime(workOrder.signedAt, locale)}`
                        : workOrder.signedByName,
                    },
                  ]}
                />
              </Card.Body>
            </Card.Root>

            <Stack as="section" gap="2" aria-labelledby="work-performed-heading">
              <Heading as="h2" size="md" id="work-performed-heading">
                {t`Uitgevoerde werkzaamheden`}
              </Heading>
              <Text
                whiteSpace="pre-wrap"
                wordBreak="break-word"
                color={workOrder.workPerformed ? undefined : 'fg.muted'}
              >
                {workOrder.workPerformed ?? t`Er is (nog) niets vastgelegd.`}
              </Text>
            </Stack>

            <DocumentList
              id="work-report-heading"
              title={t`Getekende werkbon`}
              documents={report === undefined ? undefined : report ? [report] : []}
              empty={
                workOrder.reportDocumentId
                  ? t`De getekende werkbon staat nog niet op dit apparaat.`
                  : t`Er is nog geen getekende werkbon.`
              }
            />

            <ChecklistList
              id="work-order-checklists"
              checklists={checklists}
              empty={t`Bij deze werkbon horen geen checklists.`}
            />
          </>
        );
      }}
    </DetailPageFrame>
  );
}
