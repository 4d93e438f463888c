/**
 * Tasks (`/tasks`): the tasks and the messages to the service company of the current organisation
 * and those below it, newest first, from the local database, so both lists open offline. Search,
 * status filter and the chosen tab are kept per user across reloads; "load more" adds to what is
 * shown. Users who may create tasks add one here, or send a message with attachments, offline too:
 * it shows at once, marked as not sent yet, until the server has it.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Heading,
  Input,
  InputGroup,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { TaskStatus } from '../../../api/contract/tasks';
import { formatDate, formatDateTime } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { sameFields } from '../../../lib/same-fields';
import { useAppAbility } from '../../../permissions/ability-context';
import {
  useCurrentOrganisation,
  useOrganisationScope,
  useVisibleOrganisations,
} from '../../../session/current-organisation';
import { useSession } from '../../../session/session-state';
import { useLinkedListState } from '../../../session/use-linked-list-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { PendingBadge } from '../../../sync/pending-badge';
import { isQuotaExceededError, storageFullMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { useDatabase } from '../../../db/database-context';
import { ShowMoreButton } from '../../../ui/show-more-button';
import { TextField } from '../../../ui/text-field';
import { FilterSelect } from '../../../ui/filter-select';
import { MessageIcon, PaperclipIcon, PlusIcon, SearchIcon, TaskIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import '../../../ui/list-card.css';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CreateTaskForm } from '../components/create-task-form';
import { effectiveTaskStatus, taskStatusColors, taskStatuses, taskStatusLabels } from '../task-status';
import { SendMessageForm } from '../components/send-message-form';
import { editMessage } from '../tasks.commands';
import {
  useMessageList,
  useTaskList,
  type AttachmentRow,
  type MessageRow,
  type TaskRow,
} from '../tasks.queries';

const pageSize = 30;
const refreshed = ['tasks', 'inboundMessages'] as const;

const TaskListState = z.object({
  search: z.string().max(200),
  status: TaskStatus.nullable(),
  view: z.enum(['tasks', 'messages']).default('tasks'),
});
const initialListState: z.infer<typeof TaskListState> = { search: '', status: null, view: 'tasks' };

export function TasksPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Taken`);
  const ability = useAppAbility();
  const scope = useOrganisationScope();
  const current = useCurrentOrganisation();
  const visible = useVisibleOrganisations();
  const [listState, setListState] = useLinkedListState('tasks.list', TaskListState, initialListState);
  const [limit, setLimit] = useState(pageSize);
  const [form, setForm] = useState<'task' | 'message' | null>(null);
  const messages = useMessageList(scope, listState.search, limit);
  const organisationNames = useMemo(
    () => new Map(visible.map((organisation) => [organisation.id, organisation.name])),
    [visible],
  );
  const showMore = useCallback(() => setLimit((shown) => shown + pageSize), []);
  const creatableIn = scope ? visible.filter((organisation) => scope.includes(organisation.id)) : visible;
  const canCreate = ability.can('create', 'tasks') && creatableIn.length > 0;
  const isMessages = listState.view === 'messages';

  return (
    <PullToRefresh collections={refreshed}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Taken`}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <RefreshButton collections={refreshed} />
            {canCreate && form === null && (
              <>
                <Button variant="outline" size="sm" onClick={() => setForm('message')}>
                  <MessageIcon />
                  {t`Bericht sturen`}
                </Button>
                <Button colorPalette="brand" size="sm" onClick={() => setForm('task')}>
                  <PlusIcon />
                  {t`Nieuwe taak`}
                </Button>
              </>
            )}
          </HStack>
        </HStack>

        {form === 'task' && (
          <CreateTaskForm
            organisations={creatableIn}
            defaultOrganisationId={current?.id ?? null}
            onClose={() => setForm(null)}
          />
        )}
        {form === 'message' && (
          <SendMessageForm
            organisations={creatableIn}
            defaultOrganisationId={current?.id ?? null}
            onClose={() => setForm(null)}
          />
        )}

        <Tabs.Root
          value={listState.view}
          variant="line"
          onValueChange={(details) => {
            setLimit(pageSize);
            setListState({ ...listState, view: details.value === 'messages' ? 'messages' : 'tasks' });
          }}
        >
          <Tabs.List>
            <Tabs.Trigger value="tasks">{t`Taken`}</Tabs.Trigger>
            <Tabs.Trigger value="messages">{t`Berichten`}</Tabs.Trigger>
          </Tabs.List>
          {/* The open tab's panel: the trigger's aria-controls names it, so it must exist. */}
          <Tabs.Content value={listState.view} pt="5" pb="0" display="flex" flexDirection="column" gap="5">
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <InputGroup flex="1" startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
                <Input
                  type="search"
                  aria-label={isMessages ? t`Zoek in berichten` : t`Zoek in taken`}
                  placeholder={
                    isMessages ? t`Zoek op onderwerp, tekst of afzender` : t`Zoek op titel of omschrijving`
                  }
                  value={listState.search}
                  maxLength={200}
                  onChange={(event) => {
                    setLimit(pageSize);
                    setListState({ ...listState, search: event.target.value });
                  }}
                />
              </InputGroup>
              {!isMessages && (
                <FilterSelect
                  label={t`Status`}
                  allLabel={t`Alle statussen`}
                  size="md"
                  width={{ base: 'full', sm: '56' }}
                  value={listState.status}
                  options={taskStatuses.map((status) => ({
                    value: status,
                    label: i18n._(taskStatusLabels[status]),
                  }))}
                  onChange={(value) => {
                    setLimit(pageSize);
                    const parsed = TaskStatus.safeParse(value);
                    setListState({ ...listState, status: parsed.success ? parsed.data : null });
                  }}
                />
              )}
            </Stack>

            {isMessages ? (
              <CollectionStateView
                collection="inboundMessages"
                rows={messages?.messages}
                isFiltered={listState.search.trim() !== ''}
                empty={
                  <ListEmptyState
                    title={t`Geen berichten`}
                    description={t`Berichten aan de servicedienst verschijnen hier.`}
                    icon={MessageIcon}
                  />
                }
              >
                <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Berichten`}>
                  {messages?.messages.map(({ message, attachments }) => (
                    <MessageCard
                      key={message.id}
                      message={message}
                      attachments={attachments}
                      organisationName={organisationNames.get(message.organisationId)}
                    />
                  ))}
                </Stack>
                {messages && (
                  <ShowMoreButton
                    shown={messages.messages.length}
                    total={messages.total}
                    onMore={() => setLimit((shown) => shown + pageSize)}
                  />
                )}
              </CollectionStateView>
            ) : (
              <TaskListPanel
                organisations={scope}
                status={listState.status}
                search={listState.search}
                limit={limit}
                organisationNames={organisationNames}
                onShowMore={showMore}
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </PullToRefresh>
  );
}

/**
 * The tasks tab's list. Its own component, memoized on the filter, so that a change to the tasks
 * table (a colleague's task arriving as a realtime hint) re-renders this list and the changed cards,
 * not the page's header, tabs, search field and status filter.
 */
const TaskListPanel = memo(function TaskListPanel({
  organisations,
  status,
  search,
  limit,
  organisationNames,
  onShowMore,
}: {
  organisations: readonly string[] | null;
  status: TaskStatus | null;
  search: string;
  limit: number;
  organisationNames: ReadonlyMap<string, string>;
  onShowMore: () => void;
}) {
  const { t } = useLingui();
  const list = useTaskList({ organisations, status, search, limit });
  return (
    <CollectionStateView
      collection="tasks"
      rows={list?.tasks}
      isFiltered={search.trim() !== '' || status !== null}
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
          <TaskCard key={task.id} task={task} organisationName={organisationNames.get(task.organisationId)} />
        ))}
      </Stack>
      {list && <ShowMoreButton shown={list.tasks.length} total={list.total} onMore={onShowMore} />}
    </CollectionStateView>
  );
});

function MessageCard({
  message,
  attachments,
  organisationName,
}: {
  message: MessageRow;
  attachments: AttachmentRow[];
  organisationName: string | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const { userId } = useSync();
  const ability = useAppAbility();
  const session = useSession();
  const [draft, setDraft] = useState<{ subject: string; body: string } | null>(null);
  const locale = activeLocale();
  const isPending = Boolean(message.syncPending) || attachments.some((attachment) => attachment.syncPending);
  const canEdit =
    ability.can('update', 'tasks') && (message.senderUserId === userId || session?.user.type === 'employee');
  const draftError =
    draft && (!draft.subject.trim() || !draft.body.trim())
      ? t`Onderwerp en bericht mogen niet leeg zijn.`
      : draft && (draft.subject.length > 200 || draft.body.length > 10_000)
        ? t`Het onderwerp mag hoogstens 200 en het bericht hoogstens 10.000 tekens lang zijn.`
        : undefined;

  async function save() {
    if (!draft || draftError) return;
    try {
      await editMessage(db, userId, message.id, draft, t`Bericht gewijzigd: ${draft.subject.trim()}`);
      toast.success(t`Bericht opgeslagen`);
      setDraft(null);
    } catch (error) {
      toast.error(
        isQuotaExceededError(error)
          ? storageFullMessage()
          : t`De wijziging kon niet op dit apparaat worden opgeslagen.`,
      );
    }
  }

  return (
    <Box as="li">
      <Card.Root variant="outline" bg="bg.panel" size="sm">
        <Card.Body gap="1.5">
          {draft ? (
            <Stack
              as="form"
              gap="3"
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <TextField
                label={t`Onderwerp`}
                value={draft.subject}
                onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
              />
              <Field.Root invalid={Boolean(draftError)}>
                <Field.Label>{t`Bericht`}</Field.Label>
                <Textarea
                  rows={4}
                  value={draft.body}
                  onChange={(event) => setDraft({ ...draft, body: event.target.value })}
                />
                <Field.ErrorText>{draftError}</Field.ErrorText>
              </Field.Root>
              <HStack gap="2" justify="flex-end">
                <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
                  {t`Annuleren`}
                </Button>
                <Button size="sm" type="submit" colorPalette="brand" disabled={Boolean(draftError)}>
                  {t`Opslaan`}
                </Button>
              </HStack>
            </Stack>
          ) : (
            <>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Text fontWeight="medium" wordBreak="break-word">
                  {message.subject}
                </Text>
                <HStack gap="1.5" flexShrink={0}>
                  {isPending && <PendingBadge />}
                  {canEdit && (
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setDraft({ subject: message.subject, body: message.body })}
                    >
                      {t`Bewerken`}
                    </Button>
                  )}
                </HStack>
              </HStack>
              <Text color="fg.muted" fontSize="sm" lineClamp={3} whiteSpace="pre-line">
                {message.body}
              </Text>
            </>
          )}
          {attachments.length > 0 && (
            <HStack gap="2" fontSize="sm" wrap="wrap" aria-label={t`Bijlagen`}>
              <PaperclipIcon boxSize="4" color="fg.muted" />
              {attachments.map((attachment) => (
                <Text key={attachment.id}>{attachment.name}</Text>
              ))}
            </HStack>
          )}
          <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>{message.senderName}</Text>
            {organisationName && <Text>{organisationName}</Text>}
            <Text>{formatDateTime(message.receivedAt, locale)}</Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/**
 * Memoized on its task's fields and the organisation's name: a change to one task (a colleague's
 * write arriving as a realtime hint) renders that card, not every card of the list.
 */
const TaskCard = memo(
  function TaskCard({ task, organisationName }: { task: TaskRow; organisationName: string | undefined }) {
    const { t, i18n } = useLingui();
    const status = effectiveTaskStatus(task);
    const locale = activeLocale();
    // Plain elements with the classes of list-card.css: see there why.
    return (
      <li>
        <div className="list-card">
          <div className="list-card__head">
            <p className="list-card__title">{task.title}</p>
            <div className="list-card__badges">
              {task.syncPending && <PendingBadge />}
              <Badge colorPalette={taskStatusColors[status]}>{i18n._(taskStatusLabels[status])}</Badge>
            </div>
          </div>
          {task.description && <p className="list-card__text list-card__clamp">{task.description}</p>}
          <div className="list-card__details">
            {organisationName && <p>{organisationName}</p>}
            {task.dueAt && <p>{t`Vervalt ${formatDate(task.dueAt, locale)}`}</p>}
            <p>{t`Aangemaakt ${formatDate(task.createdAt, locale)}`}</p>
          </div>
        </div>
      </li>
    );
  },
  (before, after) =>
    before.organisationName === after.organisationName && sameFields(before.task, after.task),
);
