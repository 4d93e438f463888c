/**
 * "Mijn open taken" (`/my-open-tasks`): the tasks assigned to the signed-in user that are open,
 * overdue or awaiting a response, overdue first, from the local database, so the list opens offline
 * and a task created or assigned on this device shows at once. Each row opens the task. The tasks
 * come from the synced `tasks` collection, so the screen needs `view tasks` as well; every role that
 * has "Mijn open taken" has it.
 */
import { Badge, Box, Card, HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { detailPaths } from '../../../lib/detail-paths';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useVisibleOrganisations } from '../../../session/current-organisation';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { PendingBadge } from '../../../sync/pending-badge';
import { useSync } from '../../../sync/sync-engine-context';
import { ClockIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { effectiveTaskStatus, taskStatusColors, taskStatusLabels } from '../task-status';
import { useMyOpenTasks, type TaskRow } from '../tasks.queries';

const refreshed = ['tasks'] as const;

export function MyOpenTasksPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Mijn open taken`);
  const { userId } = useSync();
  const tasks = useMyOpenTasks(userId);
  const organisationNames = new Map(useVisibleOrganisations().map((org) => [org.id, org.name]));

  return (
    <PullToRefresh collections={refreshed}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Mijn open taken`}
          </Heading>
          <RefreshButton collections={refreshed} />
        </HStack>
        <CollectionStateView
          collection="tasks"
          rows={tasks}
          empty={
            <ListEmptyState
              title={t`Geen open taken`}
              description={t`Taken die aan jou zijn toegewezen en nog openstaan, verschijnen hier.`}
              icon={ClockIcon}
            />
          }
        >
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Mijn open taken`}>
            {tasks?.map((task) => (
              <MyOpenTaskRow
                key={task.id}
                task={task}
                organisationName={organisationNames.get(task.organisationId)}
              />
            ))}
          </Stack>
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}

function MyOpenTaskRow({ task, organisationName }: { task: TaskRow; organisationName: string | undefined }) {
  const { t, i18n } = useLingui();
  const status = effectiveTaskStatus(task);
  const locale = activeLocale();
  return (
    <Box as="li">
      <LinkBox>
        <Card.Root variant="outline" bg="bg.panel" size="sm" _hover={{ borderColor: 'border.emphasized' }}>
          <Card.Body gap="1.5">
            <HStack justify="space-between" align="flex-start" gap="3">
              <LinkOverlay asChild fontWeight="medium" wordBreak="break-word">
                <RouterLink to={detailPaths.taskDetail.href(task.id)}>{task.title}</RouterLink>
              </LinkOverlay>
              <HStack gap="1.5" flexShrink={0}>
                {task.syncPending && <PendingBadge />}
                <Badge colorPalette={taskStatusColors[status]}>{i18n._(taskStatusLabels[status])}</Badge>
              </HStack>
            </HStack>
            <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
              {organisationName && <Text>{organisationName}</Text>}
              {task.dueAt && (
                <Text color={status === 'overdue' ? 'red.fg' : undefined}>
                  {t`Vervalt ${formatDate(task.dueAt, locale)}`}
                </Text>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
      </LinkBox>
    </Box>
  );
}
