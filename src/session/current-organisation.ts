/**
 * The organisation the user is working in, and the organisations they may switch between, kept in
 * local storage under `organisation` and `organisations` (product.md §4) so the app starts offline in
 * the same organisation. Components follow both with `useCurrentOrganisation()` and
 * `useVisibleOrganisations()`; every change is stored at once.
 *
 * The default choice: a customer works in their own company (the top of their tree); staff start
 * with none selected, which means all customers. A stored choice that is no longer visible (the
 * tree changed on the server) falls back to that default.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { User } from '../api/contract/auth';
import { orderAsTree, subtreeIds, type OrganisationInTree, type TreeOrganisation } from './organisation-tree';

/** An organisation as the switcher lists it: in tree order, with its depth for the indentation. */
export type OrganisationSummary = OrganisationInTree;

/** Earlier versions stored `{ id, name }` only; the tree fields default so such a value still reads. */
const StoredOrganisation = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable().default(null),
  depth: z.number().int().min(0).default(0),
});

const organisationKey = 'organisation';
const organisationsKey = 'organisations';

type OrganisationStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type OrganisationUser = Pick<User, 'type' | 'company'>;

function readJson(storage: OrganisationStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function readCurrentOrganisation(
  storage: OrganisationStorage = localStorage,
): OrganisationSummary | null {
  const parsed = StoredOrganisation.safeParse(readJson(storage, organisationKey));
  return parsed.success ? parsed.data : null;
}

export function readVisibleOrganisations(storage: OrganisationStorage = localStorage): OrganisationSummary[] {
  const parsed = z.array(StoredOrganisation).safeParse(readJson(storage, organisationsKey));
  return parsed.success ? parsed.data : [];
}

/**
 * The organisation to work in among `visible` (in tree order): the stored choice while it is still
 * visible, else the default — staff none (all customers), a customer their own company, or the top
 * of their tree when their company is not in it.
 */
export function resolveCurrentOrganisation(
  user: OrganisationUser,
  visible: readonly OrganisationSummary[],
  stored: Pick<OrganisationSummary, 'id'> | null,
): OrganisationSummary | null {
  const still = stored && visible.find((organisation) => organisation.id === stored.id);
  if (still) return still;
  if (user.type === 'employee') return null;
  return visible.find((organisation) => organisation.id === user.company?.id) ?? visible[0] ?? null;
}

function store(
  current: OrganisationSummary | null,
  visible: readonly OrganisationSummary[],
  storage: OrganisationStorage,
): void {
  if (current) storage.setItem(organisationKey, JSON.stringify(current));
  else storage.removeItem(organisationKey);
  storage.setItem(organisationsKey, JSON.stringify(visible));
  changed();
}

/**
 * The post-login step's choice, before the tree is fetched: a customer's own company (so the first
 * screen already shows it, online or not), staff none.
 */
export function pickInitialOrganisation(
  user: OrganisationUser,
  storage: OrganisationStorage = localStorage,
): void {
  if (user.type === 'employee' || !user.company) {
    forgetOrganisations(storage);
    return;
  }
  const own: OrganisationSummary = { id: user.company.id, name: user.company.name, parentId: null, depth: 0 };
  store(own, [own], storage);
}

/** Stores the organisations the server says are visible and keeps the choice valid among them. */
export function storeVisibleOrganisations(
  user: OrganisationUser,
  organisations: readonly TreeOrganisation[],
  storage: OrganisationStorage = localStorage,
): void {
  const visible = orderAsTree(organisations);
  store(resolveCurrentOrganisation(user, visible, readCurrentOrganisation(storage)), visible, storage);
}

/** Switches to one of the visible organisations, or to none (staff: all customers). */
export function chooseOrganisation(id: string | null, storage: OrganisationStorage = localStorage): void {
  const visible = readVisibleOrganisations(storage);
  const chosen = id === null ? null : visible.find((organisation) => organisation.id === id);
  if (chosen === undefined) return;
  store(chosen, visible, storage);
}

export function forgetOrganisations(storage: OrganisationStorage = localStorage): void {
  storage.removeItem(organisationKey);
  storage.removeItem(organisationsKey);
  changed();
}

// The React store: snapshots are read from local storage once per change, so every screen that
// follows the organisation re-renders together and gets the same objects.

type Listener = () => void;
const noOrganisations: OrganisationSummary[] = [];
const listeners = new Set<Listener>();
let snapshot: { current: OrganisationSummary | null; visible: OrganisationSummary[] } | null = null;

function changed(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

function currentSnapshot() {
  snapshot ??= { current: readCurrentOrganisation(), visible: readVisibleOrganisations() };
  return snapshot;
}

/** Another tab of the same browser switched organisation or signed out: follow it. */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === organisationKey || event.key === organisationsKey) changed();
}

function subscribe(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** The organisation the user works in (null: staff looking at all customers), following every change. */
export function useCurrentOrganisation(): OrganisationSummary | null {
  return useSyncExternalStore(
    subscribe,
    () => currentSnapshot().current,
    () => null,
  );
}

/** The organisations the user may switch between, in tree order. */
export function useVisibleOrganisations(): OrganisationSummary[] {
  return useSyncExternalStore(
    subscribe,
    () => currentSnapshot().visible,
    () => noOrganisations,
  );
}

function scopeOf(
  current: OrganisationSummary | null,
  visible: readonly OrganisationSummary[],
): readonly string[] | null {
  return current ? subtreeIds(current.id, visible) : null;
}

/**
 * The organisations a screen shows: the current organisation and every organisation below it
 * (a holding sees its children's records too); null when staff look at all customers.
 */
export function useOrganisationScope(): readonly string[] | null {
  const current = useCurrentOrganisation();
  const visible = useVisibleOrganisations();
  return useMemo(() => scopeOf(current, visible), [current, visible]);
}

/** `useOrganisationScope` outside React: the scope as stored now. */
export function readOrganisationScope(): readonly string[] | null {
  const { current, visible } = currentSnapshot();
  return scopeOf(current, visible);
}
