/**
 * One checklist (`/checklists/:checklistId`) from the local database, so it reads offline (a
 * technician at a site without signal): each item with its result (ok, not ok, not applicable) and
 * remark, and a summary. "Afdrukken" prints only the checklist: while this page is shown, a print
 * stylesheet hides everything else (the app's menu and bars) and keeps items whole across pages.
 */
import { Badge, Box, Button, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { groupHomePath } from '../../../permissions/home-path';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { FactList } from '../../../ui/fact-list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import {
  checklistResultColors,
  checklistResultLabels,
  checklistStatusLabels,
  summarizeChecklist,
} from '../order-status';
import { useChecklist, useServiceObject, useWorkOrder } from '../orders.queries';

const printAreaId = 'checklist-print-area';

/** Prints only the checklist: everything else is hidden, the checklist fills the page. */
const printStyles = `@media print {
  body * { visibility: hidden !important; }
  #${printAreaId}, #${printAreaId} * { visibility: visible !important; }
  #${printAreaId} { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
  #${printAreaId} .no-print { display: none !important; }
  #${printAreaId} li { break-inside: avoid; }
}`;

export function ChecklistDetailPage() {
  const { t, i18n } = useLingui();
  const { checklistId = '' } = useParams();
  const checklist = useChecklist(checklistId);
  const workOrder = useWorkOrder(checklist?.workOrderId ?? '');
  const device = useServiceObject(checklist?.serviceObjectId ?? null);
  const locale = activeLocale();
  useDocumentTitle(checklist ? checklist.title : t`Checklist`);

  const backTo = checklist?.workOrderId
    ? detailPaths.workOrderDetail.href(checklist.workOrderId)
    : checklist?.orderId
      ? detailPaths.orderDetail.href(checklist.orderId)
      : groupHomePath.orders;
  const backLink = (
    <BackLink
      to={backTo}
      label={checklist?.workOrderId ? t`Terug naar de werkbon` : t`Terug naar de order`}
    />
  );
  return (
    <DetailPageFrame
      backLink={backLink}
      record={checklist}
      notFoundTitle={t`Checklist niet gevonden`}
      id={printAreaId}
    >
      {(checklist) => {
        const summary = summarizeChecklist(checklist.items);
        return (
          <>
            <style>{printStyles}</style>
            <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Stack gap="2">
                <Heading as="h1" size="2xl" fontWeight="semibold" wordBreak="break-word">
                  {checklist.title}
                </Heading>
                <HStack gap="2">
                  <Badge colorPalette={checklist.status === 'completed' ? 'green' : 'blue'}>
                    {i18n._(checklistStatusLabels[checklist.status])}
                  </Badge>
                </HStack>
              </Stack>
              <Button variant="outline" size="sm" className="no-print" onClick={() => window.print()}>
                {t`Afdrukken`}
              </Button>
            </HStack>

            <Card.Root variant="outline" bg="bg.panel">
              <Card.Body>
                <FactList
                  facts={[
                    device && {
                      label: t`Installatie`,
                      value: (
                        <Link asChild colorPalette="brand">
                          <RouterLink to={detailPaths.deviceDetail.href(device.id)}>
                            {device.number} · {device.name}
                            {device.location ? ` · ${device.location}` : ''}
                          </RouterLink>
                        </Link>
                      ),
                    },
                    workOrder && {
                      label: t`Werkbon`,
                      value: (
                        <Link asChild colorPalette="brand">
                          <RouterLink to={detailPaths.workOrderDetail.href(workOrder.id)}>
                            {workOrder.number}
                          </RouterLink>
                        </Link>
                      ),
                    },
                    checklist.technicianName !== null && {
                      label: t`Monteur`,
                      value: checklist.technicianName,
                    },
                    checklist.completedAt !== null && {
                      label: t`Afgerond`,
                      value: formatDateTime(checklist.completedAt, locale),
                    },
                    {
                      label: t`Resultaat`,
                      value: t`${summary.ok} in orde, ${summary.notOk} niet in orde, ${summary.notApplicable} n.v.t., ${summary.unchecked} niet gecontroleerd`,
                    },
                  ]}
                />
              </Card.Body>
            </Card.Root>

            <Stack as="section" gap="2" aria-labelledby="checklist-items-heading">
              <Heading as="h2" size="md" id="checklist-items-heading">
                {t`Controlepunten`}
              </Heading>
              {checklist.items.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">{t`Deze checklist heeft geen controlepunten.`}</Text>
              ) : (
                <Stack as="ol" listStyleType="none" gap="2" aria-labelledby="checklist-items-heading">
                  {checklist.items.map((item, index) => (
                    <Box
                      as="li"
                      key={index}
                      borderWidth="1px"
                      borderColor={item.result === 'not_ok' ? 'red.muted' : 'border.muted'}
                      borderRadius="lg"
                      bg="bg.panel"
                      px="3"
                      py="2.5"
                    >
                      <HStack justify="space-between" align="flex-start" gap="3">
                        <Text wordBreak="break-word">
                          <Text as="span" color="fg.muted" me="2">
                            {index + 1}.
                          </Text>
                          {item.label}
                        </Text>
                        <Badge
                          colorPalette={item.result ? checklistResultColors[item.result] : 'gray'}
                          variant="solid"
                          flexShrink={0}
                        >
                          {item.result ? i18n._(checklistResultLabels[item.result]) : t`Niet gecontroleerd`}
                        </Badge>
                      </HStack>
                      {item.remark && (
                        <Text
                          fontSize="sm"
                          color="fg.muted"
                          mt="1"
                          whiteSpace="pre-wrap"
                          wordBreak="break-word"
                        >
                          {t`Opmerking: ${item.remark}`}
                        </Text>
                      )}
                    </Box>
                  ))}
                </Stack>
              )}
            </Stack>
          </>
        );
      }}
    </DetailPageFrame>
  );
}
