/**
 * One task (`/tasks/:taskId`) from the local database: its status, dates, organisation and who it is
 * for. A user who may `update tasks` gives it to someone else (or nobody) here, offline too: the
 * change shows at once and goes to the server through the outbox. A task not on this device shows a
 * "not found" state.
 */
import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { formatDate, formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import { groupHomePath } from '../../../permissions/home-path';
import { useVisibleOrganisations } from '../../../session/current-organisation';
import { PendingBadge } from '../../../sync/pending-badge';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { useDatabase } from '../../../db/database-context';
import { BackLink } from '../../../ui/back-link';
import { DetailPageFrame } from '../../../ui/detail-page-frame';
import { FactList } from '../../../ui/fact-list';
import { TaskIcon } from '../../../ui/icons/line-icons';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AssigneeSelect } from '../components/assignee-select';
import { effectiveTaskStatus, taskStatusColors, taskStatusLabels } from '../task-status';
import { assignTask } from '../tasks.commands';
import { useLocalUsers, useTask, type TaskRow } from '../tasks.queries';

export function TaskDetailPage() {
  const { t } = useLingui();
  const { taskId = '' } = useParams();
  const task = useTask(taskId);
  useDocumentTitle(task ? task.title : t`Taak`);

  return (
    <DetailPageFrame
      backLink={<BackLink to={groupHomePath.tasks} label={t`Alle taken`} />}
      record={task}
      notFoundTitle={t`Taak niet gevonden`}
      notFoundDescription={t`Deze taak staat niet op dit apparaat. Misschien hoort hij bij een andere organisatie, of is hij nog niet gesynchroniseerd.`}
      notFoundIcon={TaskIcon}
      gap="5"
    >
      {(found) => <TaskDetail task={found} />}
    </DetailPageFrame>
  );
}

function TaskDetail({ task }: { task: TaskRow }) {
  const { t, i18n } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const ability = useAppAbility();
  const users = useLocalUsers() ?? [];
  const organisationName = useVisibleOrganisations().find((org) => org.id === task.organisationId)?.name;
  const status = effectiveTaskStatus(task);
  const locale = activeLocale();
  const assignee =
    task.assigneeUserId === null
      ? t`Niemand`
      : task.assigneeUserId === userId
        ? t`Mijzelf`
        : (users.find((user) => user.id === task.assigneeUserId)?.name ?? t`Iemand anders`);

  async function changeAssignee(assigneeUserId: string | null) {
    try {
      await assignTask(db, userId, task.id, assigneeUserId, t`Taak toegewezen: ${task.title}`);
      toast.success(
        navigator.onLine
          ? t`Toewijzing opgeslagen`
          : t`Toewijzing opgeslagen; hij wordt verstuurd zodra er verbinding is`,
      );
    } catch (error) {
      toast.error(
        localWriteFailureMessage(error, t`De toewijzing kon niet op dit apparaat worden opgeslagen.`),
      );
    }
  }

  return (
    <>
      <Stack gap="2">
        <Heading as="h1" size="2xl" fontWeight="semibold" wordBreak="break-word">
          {task.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={taskStatusColors[status]}>{i18n._(taskStatusLabels[status])}</Badge>
          {task.isClientTask && <Badge>{t`Actie van de klant`}</Badge>}
          {task.syncPending && <PendingBadge />}
        </HStack>
      </Stack>
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="4">
          {task.description && <Text whiteSpace="pre-line">{task.description}</Text>}
          <FactList
            facts={[
              organisationName ? { label: t`Organisatie`, value: organisationName } : null,
              task.dueAt ? { label: t`Vervaldatum`, value: formatDate(task.dueAt, locale) } : null,
              { label: t`Aangemaakt`, value: formatDateTime(task.createdAt, locale) },
              task.completedAt
                ? { label: t`Afgerond op`, value: formatDateTime(task.completedAt, locale) }
                : null,
              { label: t`Toegewezen aan`, value: assignee },
            ]}
          />
          {ability.can('update', 'tasks') && (
            <AssigneeSelect
              organisationId={task.organisationId}
              value={task.assigneeUserId}
              onChange={(value) => void changeAssignee(value)}
            />
          )}
        </Card.Body>
      </Card.Root>
    </>
  );
}
