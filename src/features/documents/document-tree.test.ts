import { describe, expect, it } from 'vitest';
import {
  documentKind,
  folderNameProblem,
  folderPath,
  folderTree,
  subfolders,
  visibleDocuments,
} from './document-tree';

const folders = [
  { id: 'b', parentId: null, name: 'Tekeningen' },
  { id: 'a', parentId: null, name: 'Certificaten' },
  { id: 'a2', parentId: 'a', name: 'F-gassen 2026' },
  { id: 'a1', parentId: 'a', name: 'F-gassen 2025' },
  { id: 'orphan', parentId: 'not-synced', name: 'Losse map' },
];

describe('folderTree', () => {
  it('nests folders under their parent, each level sorted by name, and keeps orphans at the top', () => {
    const tree = folderTree(folders);

    expect(tree.map((node) => node.folder.name)).toEqual(['Certificaten', 'Losse map', 'Tekeningen']);
    expect(tree[0]!.children.map((node) => node.folder.name)).toEqual(['F-gassen 2025', 'F-gassen 2026']);
  });

  it('does not loop on a cycle', () => {
    const cycle = [
      { id: 'x', parentId: 'y', name: 'X' },
      { id: 'y', parentId: 'x', name: 'Y' },
    ];
    expect(() => folderTree(cycle)).not.toThrow();
    expect(folderPath(cycle, 'x').map((folder) => folder.id)).toEqual(['y', 'x']);
  });
});

describe('folderPath and subfolders', () => {
  it('gives the breadcrumb from the top down and the direct subfolders', () => {
    expect(folderPath(folders, 'a2').map((folder) => folder.name)).toEqual(['Certificaten', 'F-gassen 2026']);
    expect(folderPath(folders, null)).toEqual([]);
    expect(subfolders(folders, 'a').map((folder) => folder.id)).toEqual(['a1', 'a2']);
    expect(subfolders(folders, null).map((folder) => folder.id)).toEqual(['a', 'orphan', 'b']);
  });
});

describe('visibleDocuments', () => {
  const documents = [
    { id: '1', name: 'Keuring koelcel.pdf', folderId: 'a', createdAt: '2026-01-01T00:00:00Z' },
    { id: '2', name: 'Plattegrond.png', folderId: null, createdAt: '2026-02-01T00:00:00Z' },
    { id: '3', name: 'Keuring vriescel.pdf', folderId: 'a', createdAt: '2026-03-01T00:00:00Z' },
    { id: '4', name: 'Werkbon.pdf', folderId: 'gone', createdAt: '2026-04-01T00:00:00Z' },
  ];
  const ids = new Set(folders.map((folder) => folder.id));

  it("shows a folder's documents newest first, and at the top those without a known folder", () => {
    expect(visibleDocuments(documents, 'a', ids, '').map((d) => d.id)).toEqual(['3', '1']);
    expect(visibleDocuments(documents, null, ids, '').map((d) => d.id)).toEqual(['4', '2']);
  });

  it('searches names in every folder, ignoring case', () => {
    expect(visibleDocuments(documents, 'b', ids, ' KEURING ').map((d) => d.id)).toEqual(['3', '1']);
  });
});

describe('folderNameProblem', () => {
  it('refuses an empty, too long or already used name among the siblings', () => {
    const siblings = folders.filter((folder) => folder.parentId === null);
    expect(folderNameProblem('   ', siblings)).toBe('empty');
    expect(folderNameProblem('x'.repeat(121), siblings)).toBe('tooLong');
    expect(folderNameProblem(' certificaten ', siblings)).toBe('taken');
    expect(folderNameProblem('Offertes', siblings)).toBeNull();
  });
});

describe('documentKind', () => {
  it('tells PDFs, images and Office documents apart', () => {
    expect(documentKind('application/pdf')).toBe('pdf');
    expect(documentKind('image/webp')).toBe('image');
    expect(documentKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'spreadsheet',
    );
    expect(documentKind('application/msword')).toBe('word');
    expect(documentKind('application/octet-stream')).toBe('other');
  });
});
