/**
 * Connects the scoping plugin to the database: the caller's `OrganisationScope` from the data layer's
 * `visibleOrganisationIds` (staff: all; a customer: its organisation and its descendants).
 */
import type { AuthUser } from '../auth/auth-context';
import type { Database } from '../db/client';
import { visibleOrganisationIds } from '../db/visible-organisations';
import type { OrganisationScope } from './scoping.plugin';

export async function organisationScopeFor(db: Database, user: AuthUser): Promise<OrganisationScope> {
  const visible = await visibleOrganisationIds(db, user);
  return visible === 'all' ? { kind: 'all' } : { kind: 'some', ids: new Set(visible) };
}
