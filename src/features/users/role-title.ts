/** A role's title in the language the user reads the portal in (roles carry `title_nl` and `title_en`). */
import type { Role } from '../../api/contract/users-roles';
import type { Locale } from '../../api/contract/common';

export function roleTitle(role: Pick<Role, 'title_nl' | 'title_en'>, locale: Locale): string {
  return locale === 'en' ? role.title_en : role.title_nl;
}
