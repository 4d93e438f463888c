import { describe, expect, it } from 'vitest';
import { orderAsTree, subtreeIds } from './organisation-tree';

const holding = { id: 'h', name: 'Bakkerij De Jong Holding', parentId: null };
const utrecht = { id: 'u', name: 'Bakkerij De Jong Utrecht', parentId: 'h' };
const amersfoort = { id: 'a', name: 'Bakkerij De Jong Amersfoort', parentId: 'h' };
const kiosk = { id: 'k', name: 'Kiosk Station', parentId: 'u' };
const other = { id: 'o', name: 'Aardappelhandel Visser', parentId: null };

describe('orderAsTree', () => {
  it('lists each holding first, then its children by name, depth first', () => {
    const ordered = orderAsTree([kiosk, utrecht, other, amersfoort, holding]);
    expect(ordered.map(({ id, depth }) => `${id}:${depth}`)).toEqual(['o:0', 'h:0', 'a:1', 'u:1', 'k:2']);
  });

  it("treats an organisation whose parent is not visible as a top organisation (a child company's own tree)", () => {
    expect(orderAsTree([kiosk, utrecht]).map(({ id, depth }) => `${id}:${depth}`)).toEqual(['u:0', 'k:1']);
  });

  it('lists every organisation exactly once, even when their parents form a cycle', () => {
    const loop = [holding, { id: 'x', name: 'X', parentId: 'y' }, { id: 'y', name: 'Y', parentId: 'x' }];
    expect(orderAsTree(loop).map(({ id, depth }) => `${id}:${depth}`)).toEqual(['h:0', 'x:0', 'y:1']);
  });
});

describe('subtreeIds', () => {
  const tree = [
    { id: 'holding', name: 'Holding', parentId: null },
    { id: 'child-a', name: 'A', parentId: 'holding' },
    { id: 'grandchild', name: 'AA', parentId: 'child-a' },
    { id: 'child-b', name: 'B', parentId: 'holding' },
    { id: 'other', name: 'Other', parentId: null },
  ];

  it('answers the organisation and everything below it, never its parent or siblings', () => {
    expect(subtreeIds('holding', tree).sort()).toEqual(['child-a', 'child-b', 'grandchild', 'holding']);
    expect(subtreeIds('child-a', tree)).toEqual(['child-a', 'grandchild']);
  });

  it('stops at a cycle of parents', () => {
    const cycle = [
      { id: 'x', name: 'X', parentId: 'y' },
      { id: 'y', name: 'Y', parentId: 'x' },
    ];
    expect(subtreeIds('x', cycle).sort()).toEqual(['x', 'y']);
  });
});
