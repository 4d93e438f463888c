/**
 * The organisation tree in switcher order: each top organisation (a holding, or for a customer of a
 * child company that company itself), then its children beneath it, depth first, siblings by name.
 * An organisation whose parent is not visible counts as a top organisation, so a customer's own
 * company is always a root of their tree.
 */
import { compareDutch } from '../lib/natural-order';

export interface TreeOrganisation {
  id: string;
  name: string;
  parentId: string | null;
}

export interface OrganisationInTree extends TreeOrganisation {
  /** 0 for a top organisation, 1 for its children, and so on. */
  depth: number;
}

const byName = (a: TreeOrganisation, b: TreeOrganisation) =>
  compareDutch(a.name, b.name) || a.id.localeCompare(b.id);

export function orderAsTree(organisations: readonly TreeOrganisation[]): OrganisationInTree[] {
  const ids = new Set(organisations.map((organisation) => organisation.id));
  const children = new Map<string | null, TreeOrganisation[]>();
  for (const organisation of organisations) {
    const parent =
      organisation.parentId !== null && ids.has(organisation.parentId) ? organisation.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), organisation]);
  }
  const ordered: OrganisationInTree[] = [];
  const placed = new Set<string>();
  const place = (organisation: TreeOrganisation, depth: number) => {
    if (placed.has(organisation.id)) return;
    placed.add(organisation.id);
    ordered.push({ id: organisation.id, name: organisation.name, parentId: organisation.parentId, depth });
    for (const child of [...(children.get(organisation.id) ?? [])].sort(byName)) place(child, depth + 1);
  };
  for (const root of [...(children.get(null) ?? [])].sort(byName)) place(root, 0);
  // Bad data (a cycle of parents) leaves organisations without a root: list them too, once each.
  for (const organisation of [...organisations].sort(byName)) place(organisation, 0);
  return ordered;
}

/** `rootId` and every organisation below it among `organisations` (any order), root first. */
export function subtreeIds(rootId: string, organisations: readonly TreeOrganisation[]): string[] {
  const children = new Map<string, string[]>();
  for (const organisation of organisations) {
    if (organisation.parentId === null) continue;
    children.set(organisation.parentId, [...(children.get(organisation.parentId) ?? []), organisation.id]);
  }
  const ids: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    ids.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(rootId);
  return ids;
}
