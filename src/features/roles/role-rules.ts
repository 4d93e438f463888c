/**
 * The rules of role administration (product.md §4, seed-spec §5) as the screen applies them before
 * queueing anything, the same the server enforces: there is always exactly one default role, so the
 * default role can be neither deleted nor switched off (make another role the default first), and
 * an inactive role cannot become the default. Titles are 1 to 100 characters in both languages.
 */
import type { Role } from '../../api/contract/users-roles';

export type RoleBlock = 'defaultRole' | 'inactiveRole';

/** Why the role cannot be deleted, or null when it can. */
export function deleteBlock(role: Pick<Role, 'isDefault'>): RoleBlock | null {
  return role.isDefault ? 'defaultRole' : null;
}

/** Why the role cannot be switched off or on, or null when it can. */
export function toggleBlock(role: Pick<Role, 'isDefault' | 'active'>): RoleBlock | null {
  return role.isDefault && role.active ? 'defaultRole' : null;
}

/** Why the role cannot become the default, or null when it can (or already is). */
export function makeDefaultBlock(role: Pick<Role, 'active'>): RoleBlock | null {
  return role.active ? null : 'inactiveRole';
}

export interface RoleDraft {
  title_nl: string;
  title_en: string;
  isDefault: boolean;
}

export type RoleTitleProblem = 'titleRequired' | 'titleTooLong';

export function roleDraftProblems(
  draft: RoleDraft,
): Partial<Record<'title_nl' | 'title_en', RoleTitleProblem>> {
  const problems: Partial<Record<'title_nl' | 'title_en', RoleTitleProblem>> = {};
  for (const field of ['title_nl', 'title_en'] as const) {
    const title = draft[field].trim();
    if (!title) problems[field] = 'titleRequired';
    else if (title.length > 100) problems[field] = 'titleTooLong';
  }
  return problems;
}
