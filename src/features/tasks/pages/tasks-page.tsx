/**
 * Tasks (`/tasks`): the tasks of the current organisation and those below it, newest first, from the
 * local database, so the list opens offline. Search and status filter are kept per user across
 * reloads; "load more" adds to what is shown. Users who may create tasks add one here, offline too:
 * it shows at once, marked as not sent yet, until the server has it.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import { TaskStatus } from '../../../api/contract/tasks';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { useAppAbility } from '../../../permissions/ability-context';
import {
  useCurrentOrganisation,
  useOrganisationScope,
  useVisibleOrganisations,
} from '../../../session/current-organisation';
import { usePersistedState } from '../../../session/use-persisted-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { PendingBadge } from '../../../sync/pending-badge';
import { PlusIcon, SearchIcon, TaskIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CreateTaskForm } from '../components/create-task-form';
import { effectiveTaskStatus, taskStatusColors, taskStatuses, taskStatusLabels } from '../task-status';
import { useTaskList, type TaskRow } from '../tasks.queries';

const pageSize = 30;

const TaskListState = z.object({ search: z.string().max(200), status: TaskStatus.nullable() });
const initialListState: z.infer<typeof TaskListState> = { search: '', status: null };

export function TasksPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Taken`);
  const ability = useAppAbility();
  const scope = useOrganisationScope();
  const current = useCurrentOrganisation();
  const visible = useVisibleOrganisations();
  const [listState, setListState] = usePersistedState('tasks.list', TaskListState, initialListState);
  const [limit, setLimit] = useState(pageSize);
  const [isCreating, setIsCreating] = useState(false);
  const list = useTaskList({
    organisations: scope,
    status: listState.status,
    search: listState.search,
    limit,
  });
  const organisationNames = new Map(visible.map((organisation) => [organisation.id, organisation.name]));
  const creatableIn = scope ? visible.filter((organisation) => scope.includes(organisation.id)) : visible;
  const canCreate = ability.can('create', 'tasks') && creatableIn.length > 0;

  return (
    <PullToRefresh collections={['tasks']}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Taken`}
          </Heading>
          <HStack gap="2">
            <RefreshButton collections={['tasks']} />
            {canCreate && !isCreating && (
              <Button colorPalette="brand" size="sm" onClick={() => setIsCreating(true)}>
                <PlusIcon />
                {t`Nieuwe taak`}
              </Button>
            )}
          </HStack>
        </HStack>

        {isCreating && (
          <CreateTaskForm
            organisations={creatableIn}
            defaultOrganisationId={current?.id ?? null}
            onClose={() => setIsCreating(false)}
          />
        )}

        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <InputGroup flex="1" startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
            <Input
              type="search"
              aria-label={t`Zoek in taken`}
              placeholder={t`Zoek op titel of omschrijving`}
              value={listState.search}
              maxLength={200}
              onChange={(event) => {
                setLimit(pageSize);
                setListState({ ...listState, search: event.target.value });
              }}
            />
          </InputGroup>
          <NativeSelect.Root width={{ base: 'full', sm: '56' }}>
            <NativeSelect.Field
              aria-label={t`Status`}
              value={listState.status ?? ''}
              onChange={(event) => {
                setLimit(pageSize);
                const parsed = TaskStatus.safeParse(event.target.value);
                setListState({ ...listState, status: parsed.success ? parsed.data : null });
              }}
            >
              <option value="">{t`Alle statussen`}</option>
              {taskStatuses.map((status) => (
                <option key={status} value={status}>
                  {i18n._(taskStatusLabels[status])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>

        <CollectionStateView
          collection="tasks"
          isEmpty={list !== undefined && list.tasks.length === 0}
          isFiltered={listState.search.trim() !== '' || listState.status !== null}
          empty={
            <ListEmptyState
              title={t`Geen taken`}
              description={t`Er zijn geen taken voor deze organisatie.`}
              icon={TaskIcon}
            />
          }
        >
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Taken`}>
            {list?.tasks.map((task) => (
              <TaskCard
                key={task.id}
                task={task}
                organisationName={organisationNames.get(task.organisationId)}
              />
            ))}
          </Stack>
          {list && list.total > list.tasks.length && (
            <Button
              variant="outline"
              alignSelf="center"
              onClick={() => setLimit((shown) => shown + pageSize)}
            >
              {t`Meer laden (${list.tasks.length} van ${list.total})`}
            </Button>
          )}
        </CollectionStateView>
      </Stack>
    </PullToRefresh>
  );
}

function TaskCard({ task, organisationName }: { task: TaskRow; organisationName: string | undefined }) {
  const { t, i18n } = useLingui();
  const status = effectiveTaskStatus(task);
  const locale = activeLocale();
  return (
    <Box as="li">
      <Card.Root variant="outline" bg="bg.panel" size="sm">
        <Card.Body gap="1.5">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Text fontWeight="medium" wordBreak="break-word">
              {task.title}
            </Text>
            <HStack gap="1.5" flexShrink={0}>
              {task.syncPending && <PendingBadge />}
              <Badge colorPalette={taskStatusColors[status]}>{i18n._(taskStatusLabels[status])}</Badge>
            </HStack>
          </HStack>
          {task.description && (
            <Text color="fg.muted" fontSize="sm" lineClamp={2}>
              {task.description}
            </Text>
          )}
          <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
            {organisationName && <Text>{organisationName}</Text>}
            {task.dueAt && <Text>{t`Vervalt ${formatDate(task.dueAt, locale)}`}</Text>}
            <Text>{t`Aangemaakt ${formatDate(task.createdAt, locale)}`}</Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
