import { describe, expect, it } from 'vitest';
import { keepSameData, sameData } from './same-data';

const device = {
  id: 'd1',
  number: 'SO-000001',
  refrigerant: { code: 'R404A', chargeKg: 4.2 },
  tags: ['koelcel', 'hal 2'],
  removedAt: null,
  installedOn: new Date('2024-03-01T00:00:00Z'),
};
/** The same data in new objects, as a second read of the same rows answers it. */
const reread = () => structuredClone(device);

describe('sameData', () => {
  it('finds the same data in new objects, all the way down', () => {
    expect(sameData(device, reread())).toBe(true);
    expect(
      sameData({ devices: [device, device], logbook: [] }, { devices: [reread(), reread()], logbook: [] }),
    ).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
    expect(sameData(null, null)).toBe(true);
  });

  it('tells every change apart, at any depth', () => {
    const changes: unknown[] = [
      { ...reread(), number: 'SO-000002' },
      { ...reread(), refrigerant: { code: 'R404A', chargeKg: 4.3 } },
      { ...reread(), tags: ['koelcel'] },
      { ...reread(), tags: ['koelcel', 'hal 3'] },
      { ...reread(), removedAt: undefined },
      { ...reread(), installedOn: new Date('2024-03-02T00:00:00Z') },
      { ...reread(), extra: 1 },
      (({ removedAt: _removedAt, ...rest }) => ({ ...rest, removed: null }))(reread()),
      [reread()],
      null,
      'SO-000001',
    ];
    for (const changed of changes) expect(sameData(device, changed)).toBe(false);
    expect(sameData([device], [device, device])).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(0, -0)).toBe(false);
  });

  it('counts other objects the same only as the same instance', () => {
    const blob = new Blob(['a']);
    expect(sameData({ photo: blob }, { photo: blob })).toBe(true);
    expect(sameData({ photo: blob }, { photo: new Blob(['a']) })).toBe(false);
    expect(sameData(new Map([['a', 1]]), new Map([['a', 1]]))).toBe(false);
  });
});

describe('keepSameData', () => {
  it('keeps the objects shown while new answers hold the same data, and takes the first that differs', () => {
    const first = [device];
    let kept = { answer: first as typeof first | undefined, shown: first as typeof first | undefined };
    expect(keepSameData(kept, first)).toBe(kept);

    const same = [reread()];
    kept = keepSameData(kept, same);
    expect(kept).toEqual({ answer: same, shown: first });
    expect(kept.shown).toBe(first);
    expect(keepSameData(kept, same)).toBe(kept);

    const changed = [{ ...reread(), number: 'SO-000002' }];
    kept = keepSameData(kept, changed);
    expect(kept.shown).toBe(changed);

    // Nothing read (a new key): shown as it is, and nothing kept across it.
    kept = keepSameData(kept, undefined);
    expect(kept.shown).toBeUndefined();
    const again = [reread()];
    expect(keepSameData(kept, again).shown).toBe(again);
  });
});
