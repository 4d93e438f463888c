/**
 * The "company" filter of the devices lists: the organisations of the current scope to choose from
 * (in tree order, with their depth), and the chosen company with its children as a set of ids.
 */
import { useMemo } from 'react';
import {
  useOrganisationScope,
  useVisibleOrganisations,
  type OrganisationSummary,
} from '../../session/current-organisation';
import { subtreeIds } from '../../session/organisation-tree';
import type { FilterOption } from '../../ui/filter-select';

export interface CompanyFilter {
  /** The companies to choose from; the filter is worth showing only with more than one. */
  options: FilterOption[];
  /** The chosen company and the companies below it; null when none is chosen. */
  ids: ReadonlySet<string> | null;
  names: ReadonlyMap<string, string>;
}

export function useCompanyFilter(chosenId: string | null): CompanyFilter {
  const scope = useOrganisationScope();
  const visible = useVisibleOrganisations();
  // Options and names change only with the organisations, so lists keyed on them are not redone
  // when another company is chosen.
  const options = useMemo(() => {
    const inScope: OrganisationSummary[] = scope
      ? visible.filter((organisation) => scope.includes(organisation.id))
      : visible;
    return inScope.map((organisation) => ({
      value: organisation.id,
      label: `${'\u00a0\u00a0'.repeat(organisation.depth)}${organisation.name}`,
    }));
  }, [scope, visible]);
  const names = useMemo(
    () => new Map(visible.map((organisation) => [organisation.id, organisation.name])),
    [visible],
  );
  const ids = useMemo(
    () => (chosenId === null ? null : new Set(subtreeIds(chosenId, visible))),
    [chosenId, visible],
  );
  return { options, ids, names };
}
