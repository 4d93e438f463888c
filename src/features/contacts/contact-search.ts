/**
 * Search, filters and order of the contacts list, in memory over the contacts of the scope (an
 * organisation has tens of them, not thousands). The query is kept per user across reloads.
 */
import { z } from 'zod';
import type { Person } from '../../api/contract/contacts';

export const ContactQuery = z.object({
  search: z.string().max(200),
  /** A company of the scope (with the companies below it); null for all. */
  organisationId: z.string().max(64).nullable(),
  /** Only the main contacts (the seed's `top=true`). */
  mainOnly: z.boolean(),
});
export type ContactQuery = z.infer<typeof ContactQuery>;

export const initialContactQuery: ContactQuery = { search: '', organisationId: null, mainOnly: false };

type SearchablePerson = Pick<
  Person,
  'name' | 'jobTitle' | 'email' | 'phone' | 'mobile' | 'isMainContact' | 'organisationId'
>;

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Whether the person matches every word of the search in their name, function or email address, or
 * the search's digits in a phone number however it is spaced ("0612" finds "06 - 12 34 56 78").
 */
export function contactMatches(person: SearchablePerson, search: string): boolean {
  const words = search.trim().toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [person.name, person.jobTitle, person.email].filter(Boolean).join(' ').toLocaleLowerCase('nl');
  if (words.every((word) => text.includes(word))) return true;
  const searchDigits = digitsOf(search);
  if (searchDigits.length < 3 || /[a-z]/i.test(search)) return false;
  return [person.phone, person.mobile].some((number) => number && digitsOf(number).includes(searchDigits));
}

/** The contacts matching `query` within `companyIds` (null: the whole scope), main contacts first, then by name. */
export function findContacts<Row extends SearchablePerson>(
  persons: readonly Row[],
  query: ContactQuery,
  companyIds: ReadonlySet<string> | null,
): Row[] {
  return persons
    .filter(
      (person) =>
        (companyIds === null || companyIds.has(person.organisationId)) &&
        (!query.mainOnly || person.isMainContact) &&
        contactMatches(person, query.search),
    )
    .sort((a, b) => Number(b.isMainContact) - Number(a.isMainContact) || a.name.localeCompare(b.name, 'nl'));
}
