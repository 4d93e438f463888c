/**
 * The "company" filter of the contacts list: the organisations of the current scope to choose from
 * (in tree order, indented by depth), their names, and the chosen company with the companies below
 * it as a set of ids.
 */
import { useMemo } from 'react';
import {
  useOrganisationScope,
  useVisibleOrganisations,
  type OrganisationSummary,
} from '../../session/current-organisation';
import { subtreeIds } from '../../session/organisation-tree';

export interface CompanyChoice {
  /** The organisations of the scope, in tree order. */
  organisations: OrganisationSummary[];
  /** The options of the filter; it is worth showing only with more than one. */
  options: { value: string; label: string }[];
  names: ReadonlyMap<string, string>;
  /** The chosen company, if it is in the scope (a stored choice may be from another organisation). */
  chosenId: string | null;
  /** The chosen company and those below it; null when none is chosen. */
  ids: ReadonlySet<string> | null;
}

export function useCompanyChoice(chosenId: string | null): CompanyChoice {
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  const organisations = useMemo(
    () => (scope ? visible.filter((organisation) => scope.includes(organisation.id)) : visible),
    [scope, visible],
  );
  const options = useMemo(
    () =>
      organisations.map((organisation) => ({
        value: organisation.id,
        label: `${'\u00a0\u00a0'.repeat(organisation.depth)}${organisation.name}`,
      })),
    [organisations],
  );
  const names = useMemo(
    () => new Map(visible.map((organisation) => [organisation.id, organisation.name])),
    [visible],
  );
  const inScopeId = organisations.some((organisation) => organisation.id === chosenId) ? chosenId : null;
  const ids = useMemo(
    () => (inScopeId === null ? null : new Set(subtreeIds(inScopeId, visible))),
    [inScopeId, visible],
  );
  return { organisations, options, names, chosenId: inScopeId, ids };
}
