/**
 * The folder tree of the documents screen as pure functions: the tree of one organisation's (or one
 * device's) folders, the path to a folder for the breadcrumb, which documents a folder shows, and
 * the local checks of a new folder's name (the server checks again).
 */
export interface FolderLike {
  id: string;
  parentId: string | null;
  name: string;
}

export interface FolderNode<F extends FolderLike = FolderLike> {
  folder: F;
  children: FolderNode<F>[];
}

function byName(a: FolderLike, b: FolderLike): number {
  return a.name.localeCompare(b.name, 'nl', { sensitivity: 'base', numeric: true });
}

/**
 * The folders as a tree, each level sorted by name. A folder whose parent is not among `folders`
 * (not synced, or of another scope) is shown at the top level rather than lost; a cycle (which the
 * server never makes) cannot loop, because each folder is placed once.
 */
export function folderTree<F extends FolderLike>(folders: readonly F[]): FolderNode<F>[] {
  const ids = new Set(folders.map((folder) => folder.id));
  const childrenOf = new Map<string | null, F[]>();
  for (const folder of folders) {
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const placed = new Set<string>();
  function build(parent: string | null): FolderNode<F>[] {
    return (childrenOf.get(parent) ?? [])
      .filter((folder) => !placed.has(folder.id) && placed.add(folder.id))
      .sort(byName)
      .map((folder) => ({ folder, children: build(folder.id) }));
  }
  return build(null);
}

/** The folders from the top down to `folderId` (inclusive), for the breadcrumb; [] for the top. */
export function folderPath<F extends FolderLike>(folders: readonly F[], folderId: string | null): F[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: F[] = [];
  let current = folderId === null ? undefined : byId.get(folderId);
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}

/** The direct subfolders of `parentId` (null: the top level), sorted by name. */
export function subfolders<F extends FolderLike>(folders: readonly F[], parentId: string | null): F[] {
  const ids = new Set(folders.map((folder) => folder.id));
  return folders
    .filter((folder) =>
      parentId === null
        ? folder.parentId === null || !ids.has(folder.parentId)
        : folder.parentId === parentId,
    )
    .sort(byName);
}

export interface DocumentLike {
  name: string;
  folderId: string | null;
  createdAt: string;
}

/**
 * What the list shows: with a search, every document whose name contains it (in any folder); else
 * the documents of `folderId`, where the top level (null) holds those without a folder among
 * `folderIds`. Newest first.
 */
export function visibleDocuments<D extends DocumentLike>(
  documents: readonly D[],
  folderId: string | null,
  folderIds: ReadonlySet<string>,
  search: string,
): D[] {
  const needle = search.trim().toLocaleLowerCase('nl');
  return documents
    .filter((document) => {
      if (needle) return document.name.toLocaleLowerCase('nl').includes(needle);
      if (folderId === null) return document.folderId === null || !folderIds.has(document.folderId);
      return document.folderId === folderId;
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export type FolderNameProblem = 'empty' | 'tooLong' | 'taken';

export const maxFolderNameLength = 120;

/** What is wrong with `name` for a new folder among `siblings`, or null (same rule as the server). */
export function folderNameProblem(name: string, siblings: readonly FolderLike[]): FolderNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > maxFolderNameLength) return 'tooLong';
  const lower = trimmed.toLowerCase();
  if (siblings.some((folder) => folder.name.toLowerCase() === lower)) return 'taken';
  return null;
}

export type DocumentKind = 'pdf' | 'image' | 'word' | 'spreadsheet' | 'presentation' | 'other';

/** The kind of file for its icon and label, from its content type. */
export function documentKind(contentType: string): DocumentKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.includes('wordprocessingml') || contentType === 'application/msword') return 'word';
  if (contentType.includes('spreadsheetml') || contentType === 'application/vnd.ms-excel')
    return 'spreadsheet';
  if (contentType.includes('presentationml') || contentType === 'application/vnd.ms-powerpoint')
    return 'presentation';
  return 'other';
}
