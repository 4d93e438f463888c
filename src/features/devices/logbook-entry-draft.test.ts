import { describe, expect, it } from 'vitest';
import { CreateLogbookEntryBody, type RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import {
  correctionDraft,
  draftToBody,
  emptyDraft,
  isoFromLocalDateTime,
  kgInput,
  kindFields,
  localDateTimeInput,
  parseKg,
  requiredFields,
  type LogbookEntryDraft,
} from './logbook-entry-draft';

const id = '0190a000-0000-7000-8000-000000000101';
const person = {
  technicianName: 'Sander Visser',
  technicianCertificateNumber: 'KMT-123',
  companyName: 'Koeltechniek Noord',
  companyCertificateNumber: 'STEK-9',
};
const now = new Date('2026-11-22T10:00:00Z');

function draft(kind: LogbookEntryDraft['kind'], values: Partial<LogbookEntryDraft> = {}): LogbookEntryDraft {
  return { ...emptyDraft(kind, person, now, 'R449A'), ...values };
}

describe('parseKg', () => {
  it('reads a Dutch comma, a point and whole numbers', () => {
    expect(parseKg('1,5')).toBe(1.5);
    expect(parseKg(' 12 ')).toBe(12);
    expect(parseKg('0.25')).toBe(0.25);
    expect(parseKg(',5')).toBe(0.5);
  });

  it('tells an empty field from one that is not a number', () => {
    expect(parseKg('  ')).toBeNull();
    for (const text of ['abc', '1,2,3', '1.250,5', '-1', '5,', '1e3']) expect(parseKg(text), text).toBeNaN();
  });

  it('writes a quantity back with the decimal comma', () => {
    expect(kgInput(1.5)).toBe('1,5');
    expect(kgInput(null)).toBe('');
  });
});

describe('local date and time', () => {
  it('round-trips a moment through the datetime-local input in this time zone', () => {
    const moment = new Date(2026, 10, 22, 9, 5);
    expect(localDateTimeInput(moment)).toBe('2026-11-22T09:05');
    expect(isoFromLocalDateTime('2026-11-22T09:05')).toBe(moment.toISOString());
  });

  it('refuses what is not a date and time', () => {
    expect(isoFromLocalDateTime('')).toBeNull();
    expect(isoFromLocalDateTime('2026-11-22')).toBeNull();
    expect(isoFromLocalDateTime('2026-13-45T99:99')).toBeNull();
  });
});

describe('kindFields', () => {
  it('asks where the leak is only when one was found', () => {
    expect(kindFields(draft('leak_check'))).toEqual(['leakCheckResult']);
    expect(kindFields(draft('leak_check', { leakCheckResult: 'leak_found' }))).toEqual([
      'leakCheckResult',
      'leakLocation',
    ]);
  });

  it('asks for the facility of recycled or reclaimed gas, and of recovered gas not reused', () => {
    expect(kindFields(draft('added', { gasOrigin: 'new' }))).not.toContain('facilityName');
    expect(kindFields(draft('added', { gasOrigin: 'reclaimed' }))).toContain('facilityCertificateNumber');
    expect(kindFields(draft('recovered', { recoveryDestination: 'reuse' }))).not.toContain('facilityName');
    expect(kindFields(draft('decommissioned', { recoveryDestination: 'destruction' }))).toEqual([
      'quantityKg',
      'recoveryDestination',
      'facilityName',
      'facilityAddress',
      'facilityCertificateNumber',
      'disposalMeasures',
    ]);
  });
});

describe('requiredFields', () => {
  it('follows the contract, including the facility that recycled gas needs', () => {
    expect([...requiredFields(draft('repair'))].sort()).toEqual(
      [
        'performedAt',
        'reason',
        'repairResult',
        'technicianName',
        'technicianCertificateNumber',
        'companyName',
        'companyCertificateNumber',
      ].sort(),
    );
    const recycled = requiredFields(draft('added', { gasOrigin: 'recycled' }));
    expect(recycled.has('facilityName')).toBe(true);
    expect(recycled.has('facilityCertificateNumber')).toBe(false);
  });
});

describe('draftToBody', () => {
  it('makes a body the contract accepts from a filled-in top-up, with a Dutch comma', () => {
    const { body, problems } = draftToBody(
      draft('added', {
        performedAt: '2026-11-21T09:30',
        quantityKg: '1,5',
        reason: ' Lek bij de persleiding gerepareerd ',
        gasOrigin: 'new',
      }),
      id,
      now.getTime(),
    );

    expect(problems).toEqual({});
    expect(CreateLogbookEntryBody.parse(body)).toEqual({
      id,
      kind: 'added',
      performedAt: new Date(2026, 10, 21, 9, 30).toISOString(),
      quantityKg: 1.5,
      reason: 'Lek bij de persleiding gerepareerd',
      gasOrigin: 'new',
      ...person,
    });
  });

  it('sends nothing typed for another kind before the kind was changed', () => {
    const { body, problems } = draftToBody(
      draft('leak_check', {
        quantityKg: '3',
        gasOrigin: 'recycled',
        facilityName: 'Ergens',
        leakCheckResult: 'no_leak',
      }),
      id,
      now.getTime(),
    );

    expect(problems).toEqual({});
    expect(body).not.toHaveProperty('quantityKg');
    expect(body).not.toHaveProperty('gasOrigin');
    expect(body).not.toHaveProperty('facilityName');
    expect(body).not.toHaveProperty('refrigerant');
  });

  it('names every missing field of the kind, and the form’s own problems', () => {
    const { problems } = draftToBody(
      draft('recovered', {
        quantityKg: '2,5 kg',
        recoveryDestination: 'recycling',
        technicianName: ' ',
        notes: 'x'.repeat(2_001),
      }),
      id,
      now.getTime(),
    );

    expect(problems).toEqual({
      quantityKg: 'notANumber',
      facilityName: 'fieldRequired',
      facilityAddress: 'fieldRequired',
      technicianName: 'fieldRequired',
      notes: 'tooLong',
    });
  });

  it('refuses a quantity of nothing except at decommissioning, and a time in the future', () => {
    expect(draftToBody(draft('added', { quantityKg: '0' }), id, now.getTime()).problems.quantityKg).toBe(
      'mustBePositive',
    );
    const empty = draftToBody(
      draft('decommissioned', {
        quantityKg: '0',
        recoveryDestination: 'reuse',
        disposalMeasures: 'Leeg aangetroffen',
      }),
      id,
      now.getTime(),
    );
    expect(empty.problems).toEqual({});
    const later = localDateTimeInput(new Date(now.getTime() + 60 * 60_000));
    expect(
      draftToBody(
        draft('lds_check', { performedAt: later, detectionSystemResult: 'working' }),
        id,
        now.getTime(),
      ).problems,
    ).toEqual({
      performedAt: 'inTheFuture',
    });
    expect(draftToBody(draft('lds_check', { performedAt: '' }), id, now.getTime()).problems.performedAt).toBe(
      'notADate',
    );
  });
});

describe('correctionDraft', () => {
  it('starts from the corrected entry’s kind and values, naming it', () => {
    const entry: RefrigerantLogbookEntry = {
      id: '0190a000-0000-7000-8000-000000000099',
      organisationId: '0190a000-0000-7000-8000-0000000000b1',
      serviceObjectId: '0190a000-0000-7000-8000-0000000000d1',
      kind: 'installed',
      refrigerant: 'R134a',
      quantityKg: 5.25,
      reason: null,
      gasOrigin: 'new',
      facilityName: null,
      facilityAddress: null,
      facilityCertificateNumber: null,
      leakCheckResult: null,
      leakLocation: null,
      repairResult: null,
      detectionSystemResult: null,
      recoveryDestination: null,
      disposalMeasures: null,
      ...person,
      performedAt: '2026-01-10T09:00:00.000Z',
      workOrderId: null,
      correctsEntryId: null,
      notes: null,
      recordedByUserId: null,
      createdAt: '2026-01-10T09:00:00.000Z',
      updatedAt: '2026-01-10T09:00:00.000Z',
    };

    const correction = correctionDraft(entry);

    expect(correction).toMatchObject({
      kind: 'installed',
      refrigerant: 'R134a',
      quantityKg: '5,25',
      gasOrigin: 'new',
      correctsEntryId: entry.id,
    });
    const { body, problems } = draftToBody(correction, id, now.getTime());
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      performedAt: entry.performedAt,
      correctsEntryId: entry.id,
      quantityKg: 5.25,
    });
  });
});
