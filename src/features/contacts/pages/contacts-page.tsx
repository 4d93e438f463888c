/**
 * Contacts (`/contacts`): the contact persons of the current organisation and the companies below
 * it, from the local database, so the list opens offline. Main contacts come first (or only them);
 * search runs over name, function, email address and phone numbers as you type; the list state is
 * kept per user across reloads.
 *
 * Users with `invite contacts` invite a contact to the portal, remove a contact's access (after a
 * confirmation) and ask the service company for a new user. Each is a command: the card or the
 * waiting-requests list shows it at once as not sent yet, the outbox delivers it when online, and a
 * success message follows the server's acknowledgement; a refusal shows on the card and on `/sync`.
 */
import { Button, Checkbox, Grid, HStack, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { useDatabase } from '../../../db/database-context';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { useAppAbility } from '../../../permissions/ability-context';
import { useCurrentOrganisation, useOrganisationScope } from '../../../session/current-organisation';
import { useSession } from '../../../session/session-state';
import { usePersistedState } from '../../../session/use-persisted-state';
import { PullToRefresh, RefreshButton } from '../../../sync/collection-refresh';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { whenSettled } from '../../../sync/command-state';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { ContactIcon, PlusIcon, SearchIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { FilterSelect } from '../../../ui/filter-select';
import { ShowMoreButton } from '../../../ui/show-more-button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ContactCard } from '../components/contact-card';
import { RemoveAccessDialog } from '../components/remove-access-dialog';
import { RequestUserForm } from '../components/request-user-form';
import { WaitingUserRequests } from '../components/waiting-user-requests';
import { portalAccessOf, type PortalAccess } from '../contact-access';
import { ContactQuery, findContacts, initialContactQuery } from '../contact-search';
import { inviteContact, removeContactAccess } from '../contacts.commands';
import { useContactCommandStates, useContacts, useLinkedAccounts, type PersonRow } from '../contacts.queries';
import { useCompanyChoice } from '../use-company-choice';

const pageSize = 50;
const collections = ['persons'] as const;

export function ContactsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Contactpersonen`);
  const ability = useAppAbility();
  const db = useDatabase();
  const { userId } = useSync();
  const session = useSession();
  const current = useCurrentOrganisation();
  const scope = useOrganisationScope();
  const [query, setQuery] = usePersistedState('contacts.list', ContactQuery, initialContactQuery);
  const [limit, setLimit] = useState(pageSize);
  const [isRequesting, setIsRequesting] = useState(false);
  const [removing, setRemoving] = useState<{ person: PersonRow; access: PortalAccess } | null>(null);
  const company = useCompanyChoice(query.organisationId);
  const persons = useContacts(scope);
  const accounts = useLinkedAccounts(persons);
  const commandStates = useContactCommandStates();
  const canManage = ability.can('invite', 'contacts');
  const matching = useMemo(
    () => (persons === undefined ? undefined : findContacts(persons, query, company.ids)),
    [persons, query, company.ids],
  );
  const shown = matching?.slice(0, limit);
  // When the page opened: invitations expire after 14 days, so minutes do not matter.
  const [now] = useState(() => Date.now());
  const isFiltered = query.search.trim() !== '' || company.chosenId !== null || query.mainOnly;
  const accessOf = (person: PersonRow) =>
    portalAccessOf(person, person.portalUserId ? accounts.get(person.portalUserId) : undefined, now);

  const update = (change: Partial<ContactQuery>) => {
    setLimit(pageSize);
    setQuery((previous) => ({ ...previous, ...change }));
  };

  /** Runs a command; the card shows it at once, a success message follows the server's acknowledgement. */
  async function run(command: () => Promise<OutboxEntry>, done: string) {
    try {
      const entry = await command();
      void whenSettled(db, entry.id).then((outcome) => {
        if (outcome === 'accepted') toast.success(done);
      });
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`De wijziging kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    }
  }

  function invite(person: PersonRow) {
    const access = accessOf(person);
    const account = person.portalUserId ? accounts.get(person.portalUserId) : undefined;
    const isRestore = access === 'removed';
    void run(
      () =>
        inviteContact(
          db,
          userId,
          person,
          account,
          isRestore ? t`Toegang herstellen: ${person.name}` : t`Uitnodigen voor het portaal: ${person.name}`,
        ),
      isRestore
        ? t`${person.name} heeft weer toegang tot het portaal.`
        : t`De uitnodiging aan ${person.name} is verstuurd.`,
    );
  }

  function remove(person: PersonRow) {
    setRemoving(null);
    const account = person.portalUserId ? accounts.get(person.portalUserId) : undefined;
    void run(
      () => removeContactAccess(db, userId, person, account, t`Toegang intrekken: ${person.name}`),
      t`De toegang van ${person.name} tot het portaal is ingetrokken.`,
    );
  }

  return (
    <PullToRefresh collections={collections}>
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {t`Contactpersonen`}
          </Heading>
          <HStack gap="2">
            <RefreshButton collections={collections} />
            {canManage && !isRequesting && (
              <Button colorPalette="brand" size="sm" onClick={() => setIsRequesting(true)}>
                <PlusIcon />
                {t`Nieuwe gebruiker aanvragen`}
              </Button>
            )}
          </HStack>
        </HStack>

        {isRequesting && (
          <RequestUserForm
            organisations={company.organisations}
            defaultOrganisationId={current?.id ?? null}
            onClose={() => setIsRequesting(false)}
          />
        )}
        <WaitingUserRequests />

        <Stack gap="3" role="search">
          <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
            <Input
              type="search"
              aria-label={t`Zoek contactpersonen`}
              placeholder={t`Zoek op naam, functie, e-mailadres of telefoonnummer`}
              value={query.search}
              maxLength={200}
              onChange={(event) => update({ search: event.target.value })}
            />
          </InputGroup>
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
            {company.options.length > 1 && (
              <Stack maxW={{ md: '72' }} flex="1">
                <FilterSelect
                  label={t`Bedrijf`}
                  allLabel={t`Alle organisaties`}
                  value={company.chosenId}
                  options={company.options}
                  onChange={(organisationId) => update({ organisationId })}
                />
              </Stack>
            )}
            <Checkbox.Root
              checked={query.mainOnly}
              onCheckedChange={(details) => update({ mainOnly: details.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t`Alleen hoofdcontactpersonen`}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Stack>

        <CollectionStateView
          collection="persons"
          rows={matching}
          isFiltered={isFiltered}
          empty={
            <ListEmptyState
              title={t`Geen contactpersonen`}
              description={t`Er zijn nog geen contactpersonen vastgelegd voor deze organisatie.`}
              icon={ContactIcon}
            />
          }
        >
          {matching && (
            <Text fontSize="sm" color="fg.muted" role="status" aria-live="polite">
              {t({
                message: plural(matching.length, { one: '# contactpersoon', other: '# contactpersonen' }),
              })}
            </Text>
          )}
          <Grid
            as="ul"
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
            gap="2"
            listStyleType="none"
            aria-label={t`Contactpersonen`}
          >
            {shown?.map((person) => {
              const access = accessOf(person);
              return (
                <ContactCard
                  key={person.id}
                  person={person}
                  access={access}
                  organisationName={
                    company.options.length > 1 ? company.names.get(person.organisationId) : undefined
                  }
                  commandState={commandStates?.get(person.id)}
                  canManage={canManage}
                  isSelf={person.portalUserId !== null && person.portalUserId === session?.user.id}
                  onInvite={invite}
                  onRemove={(target) => setRemoving({ person: target, access })}
                />
              );
            })}
          </Grid>
          {matching && shown && (
            <ShowMoreButton
              shown={shown.length}
              total={matching.length}
              onMore={() => setLimit((count) => count + pageSize)}
            />
          )}
        </CollectionStateView>
      </Stack>
      <RemoveAccessDialog target={removing} onConfirm={remove} onClose={() => setRemoving(null)} />
    </PullToRefresh>
  );
}
