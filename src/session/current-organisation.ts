/**
 * The organisation the user is working in, kept in local storage under `organisation` and
 * `organisations` (product.md §4) so the app starts offline in the same organisation. After login it
 * is the user's own company; the organisation switcher of a later issue widens `organisations` to
 * the company's descendants.
 */
import type { User } from '../api/contract/auth';

export interface OrganisationSummary {
  id: string;
  name: string;
}

const organisationKey = 'organisation';
const organisationsKey = 'organisations';

type OrganisationStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Picks the user's company as the current organisation; staff without a company keep none. */
export function pickInitialOrganisation(
  user: Pick<User, 'company'>,
  storage: OrganisationStorage = localStorage,
): void {
  if (!user.company) {
    forgetOrganisations(storage);
    return;
  }
  const organisation: OrganisationSummary = { id: user.company.id, name: user.company.name };
  storage.setItem(organisationKey, JSON.stringify(organisation));
  storage.setItem(organisationsKey, JSON.stringify([organisation]));
}

export function readCurrentOrganisation(
  storage: OrganisationStorage = localStorage,
): OrganisationSummary | null {
  try {
    const value = JSON.parse(
      storage.getItem(organisationKey) ?? 'null',
    ) as Partial<OrganisationSummary> | null;
    return value && typeof value.id === 'string' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

export function forgetOrganisations(storage: OrganisationStorage = localStorage): void {
  storage.removeItem(organisationKey);
  storage.removeItem(organisationsKey);
}
